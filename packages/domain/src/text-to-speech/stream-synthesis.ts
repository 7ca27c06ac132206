import { contentTypeForCodec } from "@chorus/contract";
import type { Ports } from "../context.ts";
import { watermarkIdOfPlan } from "../history/watermark-id.ts";
import { type AlignmentSlice, joinAlignments } from "./alignment-slice.ts";
import type { SynthesisPlan } from "./prepare-synthesis.ts";
import { synthesizePiecesAsTheyCome } from "./synthesize-sentences.ts";

export interface SpeechChunk {
  /** Encoded audio in the requested format (may be empty when only alignment is due). */
  audio: Uint8Array;
  /** Alignment of the characters whose audio has been handed to the encoder since the last chunk. */
  alignment?: AlignmentSlice;
  normalizedAlignment?: AlignmentSlice;
}

export interface SynthesisSummary {
  durationSeconds: number;
  audioBytes: number;
}

export interface SpeechStream {
  contentType: string;
  chunks: AsyncIterable<SpeechChunk>;
  /** Filled in when `chunks` has been read to the end. */
  summary: SynthesisSummary;
}

/**
 * Speaks a prepared plan through one streaming encoder: each sentence's PCM (a long first sentence in
 * two pieces, see `synthesizePieces`) is handed to the encoder as soon as it exists and its bytes go out
 * while the next piece is being synthesized. Alignment for a sentence's
 * characters (in the original text and in the normalized text) rides on the first chunk that
 * follows it, so a client always has the timing of everything it has heard. The audio carries the
 * plan's watermark id (the history row keeps the same), unless the caller marks it itself (`false`).
 * `streamFirstPiece`: the first piece's samples go to the encoder as the engine makes them (its alignment
 * then follows its first audio instead of riding with it), for answers that are audio alone.
 */
export function streamSynthesis(
  ports: Pick<Ports, "audio">,
  plan: SynthesisPlan,
  signal?: AbortSignal,
  watermark: number | false = watermarkIdOfPlan(plan),
  options: { streamFirstPiece?: boolean } = {},
): SpeechStream {
  const sampleRate = plan.engine.sampleRate(plan.engineVoice);
  const pendingOriginal: AlignmentSlice[] = [];
  const pendingNormalized: AlignmentSlice[] = [];
  const summary: SynthesisSummary = { durationSeconds: 0, audioBytes: 0 };

  async function* pcm(): AsyncGenerator<Int16Array> {
    let totalSamples = 0;
    // Piece by piece rather than sentence by sentence: a long first sentence's head goes out on its own.
    for await (const piece of synthesizePiecesAsTheyCome(ports, plan, signal, {
      streamFirstPiece: options.streamFirstPiece ?? false,
    })) {
      if ("leading" in piece) {
        totalSamples += piece.samples.length;
        if (piece.samples.length > 0) yield piece.samples;
        continue;
      }
      pendingOriginal.push(piece.alignment);
      pendingNormalized.push(piece.normalizedAlignment);
      totalSamples += piece.samples.length;
      if (piece.samples.length > 0) yield piece.samples;
    }
    summary.durationSeconds = totalSamples / sampleRate;
  }

  /** Everything queued so far, joined; the queue is emptied. */
  const drain = (queue: AlignmentSlice[]) => joinAlignments(queue.splice(0));

  async function* chunks(): AsyncGenerator<SpeechChunk> {
    for await (const audio of ports.audio.encode(
      plan.format,
      { sampleRate, pcm: pcm(), watermark },
      signal,
    )) {
      summary.audioBytes += audio.length;
      yield { audio, alignment: drain(pendingOriginal), normalizedAlignment: drain(pendingNormalized) };
    }
    const alignment = drain(pendingOriginal);
    const normalizedAlignment = drain(pendingNormalized);
    if (alignment || normalizedAlignment) yield { audio: new Uint8Array(0), alignment, normalizedAlignment };
  }

  return { contentType: contentTypeForCodec(plan.format.codec), chunks: chunks(), summary };
}
