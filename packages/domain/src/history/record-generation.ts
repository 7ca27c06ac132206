import type { AuthenticatedContext } from "../context.ts";
import type { CharacterCountChange } from "../credits/charge-generation.ts";
import type { HistoryItemRecord } from "../records.ts";
import type { SynthesisPlan } from "../text-to-speech/prepare-synthesis.ts";
import { oneVoiceItem, storeHistoryItem } from "./store-history-item.ts";
import { watermarkIdOfPlan } from "./watermark-id.ts";

/**
 * Logs a text-to-speech generation whose audio has been fully delivered (`storeHistoryItem`: audio
 * first, row second). Zero retention (`enable_logging=false`) keeps nothing at all. `watermarkId` is
 * the id the audio's watermark carries (the plan's, unless the audio was marked otherwise).
 *
 * No permission check: the generation itself was authorized (`text_to_speech`), and history is
 * kept for every logged generation whatever the API key may read.
 */
export async function recordGeneration(
  ctx: AuthenticatedContext,
  plan: SynthesisPlan,
  audio: Uint8Array,
  countChange?: CharacterCountChange,
  watermarkId = watermarkIdOfPlan(plan),
): Promise<HistoryItemRecord | undefined> {
  if (!plan.enableLogging) return undefined;
  return storeHistoryItem(
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
