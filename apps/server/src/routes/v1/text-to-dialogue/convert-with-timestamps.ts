import { textToDialogueConvertWithTimestamps } from "@chorus/contract";
import { type AlignmentSlice, prepareDialogue, streamDialogue, type VoiceSegment } from "@chorus/domain";
import { abortOnClose } from "../../../http/abort-on-close.ts";
import { bindOperation } from "../../../http/bind-operation.ts";
import { meterGeneration } from "../../../http/meter-generation.ts";
import { recordIfDelivered, speechHeaders } from "../../../http/send-speech.ts";
import { dialogueInputFrom, presentVoiceSegment } from "../../../presenters/dialogue-presenter.ts";
import { mergeAlignments, presentAlignment } from "../../../presenters/speech-presenter.ts";
import { dialogueRecorder } from "./dialogue-delivery.ts";

export const textToDialogueConvertWithTimestampsRoute = bindOperation(
  textToDialogueConvertWithTimestamps,
  async ({ ctx, query, body, reply }) => {
    const plan = await prepareDialogue(ctx, dialogueInputFrom(body, query));
    const metering = await meterGeneration(ctx, reply, plan, "text_to_dialogue");
    const signal = abortOnClose(reply);
    const recorder = dialogueRecorder(ctx, plan, signal);
    const audio: Uint8Array[] = [];
    const original: (AlignmentSlice | undefined)[] = [];
    const normalized: (AlignmentSlice | undefined)[] = [];
    const segments: VoiceSegment[] = [];
    await metering.guard(async () => {
      for await (const chunk of streamDialogue(ctx.ports, plan, signal).chunks) {
        audio.push(chunk.audio);
        original.push(chunk.alignment);
        normalized.push(chunk.normalizedAlignment);
        segments.push(...chunk.voiceSegments);
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
      voice_segments: segments.map(presentVoiceSegment),
    };
  },
);
