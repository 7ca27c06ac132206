import type { AuthenticatedContext } from "../context.ts";
import { storeKeptResult } from "../generation/delivery.ts";
import type { CharacterCountChange } from "../generation/reserve-credits.ts";
import type { SynthesisPlan } from "../text-to-speech/prepare-synthesis.ts";
import { generationHistoryItem } from "./record-generation.ts";
import { watermarkIdOfPlan } from "./watermark-id.ts";

/** The generations of one WebSocket context whose audio all reached the client. */
export interface StreamedGeneration {
  /** The history item's id (the context's, not one generation's). */
  id: string;
  /** The plans of the delivered generations, in order; the first gives voice, model and settings. */
  plans: SynthesisPlan[];
  /** Their audio frames, in order. */
  audio: Uint8Array[];
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
  // Every frame of the context carries its first generation's id (live-speech-session.ts), so the same
  // text and seed still give identical frames and the classifier finds this item.
  const item = generationHistoryItem(
    ctx,
    plan,
    Buffer.concat(generation.audio),
    generation.countChange,
    generation.watermarkId ?? watermarkIdOfPlan(first),
  );
  if (item) await storeKeptResult(ctx, item);
}
