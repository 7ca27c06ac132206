import type { Ports } from "../../context.ts";
import type { WatermarkPlacement } from "../../ports/audio-watermark.ts";
import { encodeSamples } from "../../speech/encode-samples.ts";
import { type AlignmentSlice, joinAlignments, shiftAlignment } from "../alignment-slice.ts";
import type { SynthesisPlan } from "../prepare-synthesis.ts";
import { synthesizePieces } from "../synthesize-sentences.ts";

/** One WebSocket audio frame: a whole sentence, playable on its own, with timings relative to its start. */
export interface LiveAudioFrame {
  audio: Uint8Array;
  /** The frame's speech before the mark and the encoding (empty for a frame of characters only). */
  samples: Int16Array;
  sampleRate: number;
  alignment: AlignmentSlice;
  normalizedAlignment: AlignmentSlice;
}

/**
 * Speaks one generation of a streaming-input connection as frames, one per sentence (a long first
 * sentence in two, at its first clause mark, so the first frame comes sooner): the frame's audio is that
 * piece alone, encoded completely (so a client can decode each frame by itself, as
 * ElevenLabs clients do), and its alignment times count from the frame's start ("relative to the
 * returned chunk", reference §4.1). A sentence without audio (only spaces) hands its characters on
 * to the next frame, so the frames' characters always add up to the text. Every frame carries
 * `watermark`, the id of the context's history item (its first generation's), placed after the audio
 * the context already sent: `startSeconds` advances by each frame, so the joined frames carry one mark.
 */
export async function* speakLiveSegment(
  ports: Pick<Ports, "audio">,
  plan: SynthesisPlan,
  signal?: AbortSignal,
  watermark?: WatermarkPlacement,
): AsyncGenerator<LiveAudioFrame> {
  let carried: { alignment: AlignmentSlice; normalizedAlignment: AlignmentSlice } | undefined;
  for await (const sentence of synthesizePieces(ports, plan, signal)) {
    const alignment = shiftAlignment(sentence.alignment, -sentence.offsetSeconds);
    const normalizedAlignment = shiftAlignment(sentence.normalizedAlignment, -sentence.offsetSeconds);
    if (sentence.samples.length === 0) {
      carried = {
        alignment: joinAlignments([carried?.alignment, alignment])!,
        normalizedAlignment: joinAlignments([carried?.normalizedAlignment, normalizedAlignment])!,
      };
      continue;
    }
    const sampleRate = plan.engine.sampleRate(plan.engineVoice);
    const audio = await encodeSamples(
      ports,
      plan.format,
      { samples: sentence.samples, sampleRate, watermark: watermark && { ...watermark } },
      signal,
    );
    if (watermark) watermark.startSeconds += sentence.samples.length / sampleRate;
    yield {
      audio,
      samples: sentence.samples,
      sampleRate,
      alignment: joinAlignments([carried?.alignment, alignment])!,
      normalizedAlignment: joinAlignments([carried?.normalizedAlignment, normalizedAlignment])!,
    };
    carried = undefined;
  }
  if (carried) {
    const sampleRate = plan.engine.sampleRate(plan.engineVoice);
    yield { audio: new Uint8Array(0), samples: new Int16Array(0), sampleRate, ...carried };
  }
}
