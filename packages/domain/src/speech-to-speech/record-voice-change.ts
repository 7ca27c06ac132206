import type { AuthenticatedContext } from "../context.ts";
import type { CharacterCountChange } from "../credits/charge-generation.ts";
import { oneVoiceItem, storeHistoryItem } from "../history/store-history-item.ts";
import { watermarkIdOfVoiceChange } from "../history/watermark-id.ts";
import type { HistoryItemRecord } from "../records.ts";
import type { ChangedVoice } from "./change-voice.ts";
import type { VoiceChangePlan } from "./prepare-voice-change.ts";

/**
 * Logs a delivered voice change like a text-to-speech generation, with source `STS`. Its text is the
 * words re-spoken (empty when the conversion shifted pitch). Zero retention keeps nothing.
 */
export async function recordVoiceChange(
  ctx: AuthenticatedContext,
  plan: VoiceChangePlan,
  changed: ChangedVoice,
  audio: Uint8Array,
  countChange?: CharacterCountChange,
): Promise<HistoryItemRecord | undefined> {
  if (!plan.enableLogging) return undefined;
  return storeHistoryItem(
    ctx,
    { requestId: plan.requestId, format: plan.format, audio },
    {
      ...oneVoiceItem(plan, countChange),
      text: changed.text,
      source: "STS",
      watermarkId: watermarkIdOfVoiceChange(plan, changed),
    },
  );
}
