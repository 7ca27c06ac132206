import type { AuthenticatedContext } from "../context.ts";
import type { CharacterCountChange } from "../credits/charge-generation.ts";
import { storeHistoryItem } from "../history/store-history-item.ts";
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
      voiceId: plan.voice.voice.voiceId,
      voiceName: plan.voice.voice.name,
      voiceCategory: plan.voice.category,
      modelId: plan.model.modelId,
      text: changed.text,
      settings: plan.settings,
      characterCountChangeFrom: countChange?.from ?? 0,
      characterCountChangeTo: countChange?.to ?? plan.creditCost,
      source: "STS",
      watermarkId: watermarkIdOfVoiceChange(plan, changed),
    },
  );
}
