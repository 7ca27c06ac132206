import { textToDialogueConvertWithTimestamps } from "@chorus/contract";
import {
  type AlignmentSlice,
  dialogueDelivery,
  generationOrder,
  prepareDialogue,
  streamDialogue,
  type VoiceSegment,
} from "@chorus/domain";
import { abortOnClose } from "../../../http/abort-on-close.ts";
import { bindOperation } from "../../../http/bind-operation.ts";
import { beginPaidReply, endOnFailure } from "../../../http/paid-work-reply.ts";
import { completeWholeAnswer } from "../../../http/send-speech.ts";
import { dialogueInputFrom, presentVoiceSegment } from "../../../presenters/dialogue-presenter.ts";
import { mergeAlignments, presentAlignment } from "../../../presenters/speech-presenter.ts";

export const textToDialogueConvertWithTimestampsRoute = bindOperation(
  textToDialogueConvertWithTimestamps,
  async ({ ctx, query, body, reply }) => {
    const plan = await prepareDialogue(ctx, dialogueInputFrom(body, query));
    const work = await beginPaidReply(ctx, reply, generationOrder(plan, "text_to_dialogue"));
    const signal = abortOnClose(reply);
    const audio: Uint8Array[] = [];
    const original: (AlignmentSlice | undefined)[] = [];
    const normalized: (AlignmentSlice | undefined)[] = [];
    const segments: VoiceSegment[] = [];
    await endOnFailure(work, async () => {
      for await (const chunk of streamDialogue(ctx.ports, plan, signal).chunks) {
        audio.push(chunk.audio);
        original.push(chunk.alignment);
        normalized.push(chunk.normalizedAlignment);
        segments.push(...chunk.voiceSegments);
      }
    });
    const whole = Buffer.concat(audio);
    await completeWholeAnswer(reply, work, dialogueDelivery(ctx, plan, work), whole);
    return {
      audio_base64: whole.toString("base64"),
      alignment: presentAlignment(mergeAlignments(original)),
      normalized_alignment: presentAlignment(mergeAlignments(normalized)),
      voice_segments: segments.map(presentVoiceSegment),
    };
  },
);
