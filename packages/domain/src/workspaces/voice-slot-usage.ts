import type { Repositories } from "../ports/repositories.ts";
import { monthStart } from "../voices/custom/voice-operation-limits.ts";
import { professionalSlotsUsed } from "../voices/professional/train-professional-voice.ts";

/** What the subscription reports as used of the plan's voice limits (`voice_slots_used`, …). */
export interface VoiceSlotUsage {
  voiceSlotsUsed: number;
  /** Professional voices trained or in training. */
  professionalVoiceSlotsUsed: number;
  /** Voice add or edit operations this calendar month (`voice_add_edit_counter`). */
  voiceAddEditCounter: number;
}

export async function readVoiceSlotUsage(
  store: Pick<Repositories, "customVoices" | "professionalVoices">,
  workspaceId: string,
  now: Date,
): Promise<VoiceSlotUsage> {
  const [voiceSlotsUsed, professionalVoiceSlotsUsed, voiceAddEditCounter] = await Promise.all([
    store.customVoices.countForWorkspace(workspaceId),
    professionalSlotsUsed(store, workspaceId),
    store.customVoices.countOperationsSince(workspaceId, monthStart(now)),
  ]);
  return { voiceSlotsUsed, professionalVoiceSlotsUsed, voiceAddEditCounter };
}
