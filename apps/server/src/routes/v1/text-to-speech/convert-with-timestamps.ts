import { textToSpeechConvertWithTimestamps } from "@chorus/contract";
import {
  type AlignmentSlice,
  generationOrder,
  prepareSynthesis,
  speechDelivery,
  streamSynthesis,
} from "@chorus/domain";
import { abortOnClose } from "../../../http/abort-on-close.ts";
import { bindOperation } from "../../../http/bind-operation.ts";
import { beginPaidReply, endOnFailure } from "../../../http/paid-work-reply.ts";
import { completeWholeAnswer } from "../../../http/send-speech.ts";
import { mergeAlignments, presentAlignment, ttsInputFrom } from "../../../presenters/speech-presenter.ts";

export const textToSpeechConvertWithTimestampsRoute = bindOperation(
  textToSpeechConvertWithTimestamps,
  async ({ ctx, params, query, body, reply }) => {
    const plan = await prepareSynthesis(ctx, ttsInputFrom(params.voice_id, body, query));
    const work = await beginPaidReply(ctx, reply, generationOrder(plan, "text_to_speech"));
    const signal = abortOnClose(reply);
    const stream = streamSynthesis(ctx.ports, plan, signal);
    const audio: Uint8Array[] = [];
    const original: (AlignmentSlice | undefined)[] = [];
    const normalized: (AlignmentSlice | undefined)[] = [];
    await endOnFailure(work, async () => {
      for await (const chunk of stream.chunks) {
        audio.push(chunk.audio);
        original.push(chunk.alignment);
        normalized.push(chunk.normalizedAlignment);
      }
    });
    const whole = Buffer.concat(audio);
    await completeWholeAnswer(reply, work, speechDelivery(ctx, plan, work), whole);
    return {
      audio_base64: whole.toString("base64"),
      alignment: presentAlignment(mergeAlignments(original)),
      normalized_alignment: presentAlignment(mergeAlignments(normalized)),
    };
  },
);
