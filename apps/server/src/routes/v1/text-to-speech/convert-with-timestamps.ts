import { textToSpeechConvertWithTimestamps } from "@chorus/contract";
import { type AlignmentSlice, prepareSynthesis, streamSynthesis } from "@chorus/domain";
import { abortOnClose } from "../../../http/abort-on-close.ts";
import { bindOperation } from "../../../http/bind-operation.ts";
import { meterGeneration } from "../../../http/meter-generation.ts";
import { historyRecorder, recordIfDelivered, speechHeaders } from "../../../http/send-speech.ts";
import { mergeAlignments, presentAlignment, ttsInputFrom } from "../../../presenters/speech-presenter.ts";

export const textToSpeechConvertWithTimestampsRoute = bindOperation(
  textToSpeechConvertWithTimestamps,
  async ({ ctx, params, query, body, reply }) => {
    const plan = await prepareSynthesis(ctx, ttsInputFrom(params.voice_id, body, query));
    const metering = await meterGeneration(ctx, reply, plan, "text_to_speech");
    const signal = abortOnClose(reply);
    const recorder = historyRecorder(ctx, plan, signal, metering);
    const stream = streamSynthesis(ctx.ports, plan, signal);
    const audio: Uint8Array[] = [];
    const original: (AlignmentSlice | undefined)[] = [];
    const normalized: (AlignmentSlice | undefined)[] = [];
    await metering.guard(async () => {
      for await (const chunk of stream.chunks) {
        audio.push(chunk.audio);
        original.push(chunk.alignment);
        normalized.push(chunk.normalizedAlignment);
      }
    });
    metering.markComplete();
    const whole = Buffer.concat(audio);
    // The answer is one JSON body holding all the audio: it is recorded just before it is sent.
    await recordIfDelivered(reply, recorder, () => whole);
    speechHeaders(reply, plan.requestId, recorder);
    return {
      audio_base64: whole.toString("base64"),
      alignment: presentAlignment(mergeAlignments(original)),
      normalized_alignment: presentAlignment(mergeAlignments(normalized)),
    };
  },
);
