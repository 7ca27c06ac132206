import type { textToSpeechConvert } from "@chorus/contract";
import { generationOrder, prepareSynthesis, speechDelivery, streamSynthesis } from "@chorus/domain";
import { abortOnClose } from "../../../http/abort-on-close.ts";
import type { HandlerInput } from "../../../http/bind-operation.ts";
import { beginPaidReply, endOnFailure } from "../../../http/paid-work-reply.ts";
import { sendAudio } from "../../../http/send-speech.ts";
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
  const work = await beginPaidReply(ctx, reply, generationOrder(plan, "text_to_speech"));
  const signal = abortOnClose(reply);
  return endOnFailure(work, () =>
    sendAudio(
      reply,
      // Audio alone: the first piece's samples can go out before the piece (and its timing) is complete.
      streamSynthesis(ctx.ports, plan, signal, undefined, { streamFirstPiece: true }),
      work,
      speechDelivery(ctx, plan, work),
    ),
  );
}
