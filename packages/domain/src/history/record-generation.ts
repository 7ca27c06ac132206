import type { AuthenticatedContext } from "../context.ts";
import { type Delivery, type KeptResult, keptDelivery } from "../generation/delivery.ts";
import type { PaidWork } from "../generation/paid-work.ts";
import type { CharacterCountChange } from "../generation/reserve-credits.ts";
import type { SynthesisPlan } from "../text-to-speech/prepare-synthesis.ts";
import { historyItemToKeep, oneVoiceItem } from "./store-history-item.ts";
import { watermarkIdOfPlan } from "./watermark-id.ts";

/**
 * A text-to-speech generation's history item, for audio that has been fully delivered. Zero
 * retention (`enable_logging=false`) keeps nothing at all. `watermarkId` is the id the audio's
 * watermark carries (the plan's, unless the audio was marked otherwise).
 *
 * No permission check: the generation itself was authorized (`text_to_speech`), and history is
 * kept for every logged generation whatever the API key may read.
 */
export function generationHistoryItem(
  ctx: AuthenticatedContext,
  plan: SynthesisPlan,
  audio: Uint8Array,
  countChange?: CharacterCountChange,
  watermarkId = watermarkIdOfPlan(plan),
): KeptResult | undefined {
  if (!plan.enableLogging) return undefined;
  return historyItemToKeep(
    ctx,
    { requestId: plan.requestId, format: plan.format, audio },
    {
      ...oneVoiceItem(plan, countChange),
      text: plan.originalText,
      source: "TTS",
      watermarkId,
    },
  );
}

/** How a text-to-speech generation is delivered: logged generations become history items. */
export const speechDelivery = (ctx: AuthenticatedContext, plan: SynthesisPlan, work: PaidWork): Delivery =>
  keptDelivery(ctx, work, {
    keepsBytes: plan.enableLogging,
    historyItemId: plan.enableLogging ? plan.requestId : undefined,
    keep: (audio) => generationHistoryItem(ctx, plan, audio, work.countChange),
  });
