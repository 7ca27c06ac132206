import type { AuthenticatedContext } from "../context.ts";
import { storeKeptResult } from "../generation/delivery.ts";
import type { CharacterCountChange } from "../generation/reserve-credits.ts";
import { encodeSamples } from "../speech/encode-samples.ts";
import { joinSamples } from "../speech/join-samples.ts";
import type { SynthesisPlan } from "../text-to-speech/prepare-synthesis.ts";
import { generationHistoryItem } from "./record-generation.ts";
import { watermarkIdOfPlan } from "./watermark-id.ts";

/** The generations of one WebSocket context whose audio all reached the client. */
export interface StreamedGeneration {
  /** The history item's id (the context's, not one generation's). */
  id: string;
  /** The plans of the delivered generations, in order; the first gives voice, model and settings. */
  plans: SynthesisPlan[];
  /**
   * Their speech, frame by frame in order, before the mark and the encoding. All of one voice, so of
   * one sample rate (a context speaks with its socket's voice).
   */
  speech: { samples: Int16Array; sampleRate: number }[];
  /** The workspace's count before the first charge and after the last one. */
  countChange?: CharacterCountChange;
  /** The id the frames' watermark carries (default: the first delivered generation's). */
  watermarkId?: number;
}

/**
 * Logs what a streaming-input context spoke as one history item (the text as the client sent it,
 * the frames' audio joined), like the hosted service does for a WebSocket session. Nothing is
 * recorded for zero retention or when no generation was delivered. The generations' charges already
 * stand (each was confirmed when its frames were delivered), so the item is written on its own.
 */
export async function recordStreamedGeneration(
  ctx: AuthenticatedContext,
  generation: StreamedGeneration,
): Promise<void> {
  const [first] = generation.plans;
  if (!first?.enableLogging) return;
  const plan: SynthesisPlan = {
    ...first,
    requestId: generation.id,
    originalText: generation.plans.map((p) => p.originalText).join(""),
    creditCost: generation.plans.reduce((sum, p) => sum + p.creditCost, 0),
  };
  // The item's audio is the frames' speech joined and encoded once, with the one mark the frames carried
  // (their first generation's id, placed from the context's start). Joining the frames' own files would
  // put each one's encoder delay and padding (and, in mp3, its header frame) between them, shifting every
  // later frame's part of the mark away from the first's, so only the first sentence could be detected.
  const watermarkId = generation.watermarkId ?? watermarkIdOfPlan(first);
  const sampleRate = generation.speech[0]?.sampleRate ?? first.engine.sampleRate(first.engineVoice);
  const samples = joinSamples(generation.speech.map((piece) => piece.samples));
  const audio = await encodeSamples(ctx.ports, first.format, {
    samples,
    sampleRate,
    watermark: { payload: watermarkId, startSeconds: 0 },
    wholeFile: true,
  });
  const item = generationHistoryItem(ctx, plan, audio, generation.countChange, watermarkId);
  if (item) await storeKeptResult(ctx, item);
}
