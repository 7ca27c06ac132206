import type { textToSpeechConvert } from "@chorus/contract";
import { prepareSynthesis, streamSynthesis } from "@chorus/domain";
import { abortOnClose } from "../../../http/abort-on-close.ts";
import type { HandlerInput } from "../../../http/bind-operation.ts";
import { meterGeneration } from "../../../http/meter-generation.ts";
import { historyRecorder, sendAudio } from "../../../http/send-speech.ts";
import { ttsInputFrom } from "../../../presenters/speech-presenter.ts";

/**
 * `convert` and `stream` answer the same way: audio bytes as they are made (convert's client simply
 * reads to the end). They differ only in the output formats their query allows.
 */
export async function respondWithAudio({
  ctx,
  params,
  query,
  body,
  reply,
}: Pick<HandlerInput<typeof textToSpeechConvert>, "ctx" | "params" | "query" | "body" | "reply">) {
  const plan = await prepareSynthesis(ctx, ttsInputFrom(params.voice_id, body, query));
  const metering = await meterGeneration(ctx, reply, plan, "text_to_speech");
  const signal = abortOnClose(reply);
  return metering.guard(() =>
    sendAudio(
      reply,
      streamSynthesis(ctx.ports, plan, signal),
      plan.requestId,
      historyRecorder(ctx, plan, signal, metering),
      metering,
    ),
  );
}
