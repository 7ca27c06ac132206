import { contentTypeForCodec, type speechToSpeechConvert } from "@chorus/contract";
import {
  assertCanChangeVoice,
  changeVoice,
  encodeChangedVoice,
  generationOrder,
  prepareVoiceChange,
  type VoiceChangeInput,
  voiceChangeDelivery,
} from "@chorus/domain";
import { abortOnClose } from "../../../http/abort-on-close.ts";
import type { HandlerInput } from "../../../http/bind-operation.ts";
import { beginPaidReply, endOnFailure } from "../../../http/paid-work-reply.ts";
import { sendAudio } from "../../../http/send-speech.ts";

/** Before the recording is read: the voice, the output format and the metering's refusals. */
export const voiceChangeChecks = {
  beforeBody: ({
    ctx,
    params,
    query,
  }: Pick<HandlerInput<typeof speechToSpeechConvert>, "ctx" | "params" | "query">) =>
    assertCanChangeVoice(ctx, {
      voiceId: params.voice_id,
      outputFormat: query.output_format as VoiceChangeInput["outputFormat"],
    }),
};

/**
 * `convert` and `stream` answer alike: the recording is decoded and checked, charged by its duration
 * (1,000 credits a minute, in `character-cost`), converted whole (recognition needs all of it), then
 * encoded and sent as the encoder makes bytes. A failure or disconnect before the last byte refunds;
 * a logged conversion becomes a history item (source STS) once delivered.
 */
export async function respondWithChangedVoice({
  ctx,
  params,
  query,
  form,
  reply,
}: Pick<HandlerInput<typeof speechToSpeechConvert>, "ctx" | "params" | "query" | "form" | "reply">) {
  const fields = form.fields;
  const plan = await prepareVoiceChange(ctx, {
    voiceId: params.voice_id,
    file: form.files.audio?.[0],
    modelId: fields.model_id,
    voiceSettings: fields.voice_settings,
    seed: fields.seed,
    removeBackgroundNoise: fields.remove_background_noise,
    fileFormat: fields.file_format,
    // The query schema allows only the listed formats (stream ones on /stream).
    outputFormat: query.output_format as VoiceChangeInput["outputFormat"],
    enableLogging: query.enable_logging,
  });
  const work = await beginPaidReply(ctx, reply, generationOrder(plan, "speech_to_speech"));
  const signal = abortOnClose(reply);
  return endOnFailure(work, async () => {
    const changed = await changeVoice(ctx.ports, plan, signal);
    reply
      .header("character-cost", String(plan.creditCost))
      .header("x-chorus-voice-conversion", changed.conversion);
    async function* chunks() {
      for await (const audio of encodeChangedVoice(ctx.ports, plan, changed, signal)) yield { audio };
    }
    return sendAudio(
      reply,
      { contentType: contentTypeForCodec(plan.format.codec), chunks: chunks() },
      work,
      voiceChangeDelivery(ctx, plan, changed, work),
    );
  });
}
