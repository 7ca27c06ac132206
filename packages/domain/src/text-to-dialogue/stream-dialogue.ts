import { contentTypeForCodec } from "@chorus/contract";
import type { Ports } from "../context.ts";
import { watermarkIdOfDialogue } from "../history/watermark-id.ts";
import {
  type AlignmentSlice,
  joinAlignments,
  roundSeconds as round,
  shiftAlignment as shift,
} from "../text-to-speech/alignment-slice.ts";
import {
  type SpeechChunk,
  type SynthesisSummary,
  streamSynthesis,
} from "../text-to-speech/stream-synthesis.ts";
import {
  type DialoguePlan,
  dialogueLineSeparator,
  dialoguePauseSeconds,
  dialogueSampleRate,
} from "./prepare-dialogue.ts";

/** Which voice speaks when, and which characters of the joined text it says (end index exclusive). */
export interface VoiceSegment {
  voiceId: string;
  startSeconds: number;
  endSeconds: number;
  characterStart: number;
  characterEnd: number;
  dialogueInputIndex: number;
}

export interface DialogueChunk extends SpeechChunk {
  /** Lines whose audio has been handed to the encoder since the last chunk. */
  voiceSegments: VoiceSegment[];
}

export interface DialogueStream {
  contentType: string;
  chunks: AsyncIterable<DialogueChunk>;
  /** Filled in when `chunks` has been read to the end. */
  summary: SynthesisSummary;
}

/** Little-endian 16-bit PCM bytes to samples, carrying an odd trailing byte over to the next chunk. */
function pcmReader() {
  let carry: Uint8Array | undefined;
  return (bytes: Uint8Array): Int16Array => {
    const joined = carry ? new Uint8Array([...carry, ...bytes]) : bytes;
    const whole = joined.length - (joined.length % 2);
    carry = whole < joined.length ? joined.slice(whole) : undefined;
    const view = new DataView(joined.buffer, joined.byteOffset, whole);
    const samples = new Int16Array(whole / 2);
    for (let i = 0; i < samples.length; i++) samples[i] = view.getInt16(i * 2, true);
    return samples;
  };
}

/**
 * Speaks a dialogue: each line goes through the text-to-speech pipeline (`streamSynthesis`) to PCM at
 * one common rate, the lines follow one another with a short pause, and the whole runs through one
 * encoder, so bytes go out while later lines are still being spoken. Alignment covers the lines'
 * texts joined with `dialogueLineSeparator` (the separator is timed over the pause), and each line
 * becomes a voice segment once all its audio has been handed to the encoder.
 */
export function streamDialogue(
  ports: Pick<Ports, "audio">,
  plan: DialoguePlan,
  signal?: AbortSignal,
): DialogueStream {
  const pendingOriginal: AlignmentSlice[] = [];
  const pendingNormalized: AlignmentSlice[] = [];
  const pendingSegments: VoiceSegment[] = [];
  const summary: SynthesisSummary = { durationSeconds: 0, audioBytes: 0 };
  let totalSamples = 0;
  /** The latest character end time so far: a line's own timing and its resampled length can differ by a sample. */
  let alignedUntil = 0;
  const seconds = () => Math.max(totalSamples / dialogueSampleRate, alignedUntil);

  async function* pcm(): AsyncGenerator<Int16Array> {
    let characterStart = 0;
    for (const [index, line] of plan.lines.entries()) {
      if (index > 0) {
        const pause = new Int16Array(Math.round(dialoguePauseSeconds * dialogueSampleRate));
        const start = seconds();
        const end = Math.max(start, (totalSamples + pause.length) / dialogueSampleRate);
        const separator: AlignmentSlice = {
          characters: [...dialogueLineSeparator],
          startSeconds: [...dialogueLineSeparator].map(() => round(start)),
          endSeconds: [...dialogueLineSeparator].map(() => round(end)),
        };
        pendingOriginal.push(separator);
        pendingNormalized.push(separator);
        totalSamples += pause.length;
        characterStart += dialogueLineSeparator.length;
        yield pause;
      }
      const lineStart = seconds();
      const read = pcmReader();
      for await (const chunk of streamSynthesis(ports, line, signal, false).chunks) {
        if (chunk.alignment) {
          const shifted = shift(chunk.alignment, lineStart);
          alignedUntil = Math.max(alignedUntil, ...shifted.endSeconds);
          pendingOriginal.push(shifted);
        }
        if (chunk.normalizedAlignment) pendingNormalized.push(shift(chunk.normalizedAlignment, lineStart));
        const samples = read(chunk.audio);
        totalSamples += samples.length;
        if (samples.length > 0) yield samples;
      }
      const input = plan.inputs[index]!;
      pendingSegments.push({
        voiceId: input.voiceId,
        startSeconds: round(lineStart),
        endSeconds: round(seconds()),
        characterStart,
        characterEnd: characterStart + input.text.length,
        dialogueInputIndex: index,
      });
      characterStart += input.text.length;
    }
    summary.durationSeconds = totalSamples / dialogueSampleRate;
  }

  /** Everything queued so far, joined; the queue is emptied. */
  const drain = (queue: AlignmentSlice[]) => joinAlignments(queue.splice(0));

  async function* chunks(): AsyncGenerator<DialogueChunk> {
    // The lines are left unmarked: the whole dialogue carries one mark, the id its history row keeps.
    const input = { sampleRate: dialogueSampleRate, pcm: pcm(), watermark: watermarkIdOfDialogue(plan) };
    for await (const audio of ports.audio.encode(plan.format, input, signal)) {
      summary.audioBytes += audio.length;
      yield {
        audio,
        alignment: drain(pendingOriginal),
        normalizedAlignment: drain(pendingNormalized),
        voiceSegments: pendingSegments.splice(0),
      };
    }
    const alignment = drain(pendingOriginal);
    const normalizedAlignment = drain(pendingNormalized);
    const voiceSegments = pendingSegments.splice(0);
    if (alignment || normalizedAlignment || voiceSegments.length > 0) {
      yield { audio: new Uint8Array(0), alignment, normalizedAlignment, voiceSegments };
    }
  }

  return { contentType: contentTypeForCodec(plan.format.codec), chunks: chunks(), summary };
}
