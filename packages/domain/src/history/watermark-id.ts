import type { ChangedVoice } from "../speech-to-speech/change-voice.ts";
import type { VoiceChangePlan } from "../speech-to-speech/prepare-voice-change.ts";
import type { DialoguePlan } from "../text-to-dialogue/prepare-dialogue.ts";
import type { SynthesisPlan } from "../text-to-speech/prepare-synthesis.ts";

/**
 * The 32-bit id a generation's audio carries in its watermark and its history row keeps
 * (`watermarkId`), so the AI speech classifier can name the item. It is a hash of what decides the
 * audio (voice, model, settings, format, text, neighbours and the seed, random when none was asked
 * for), not of the request id: the same request with the same `seed` must still give identical bytes.
 * Two items with the same id made the same audio; the classifier names the newest. Never 0, which
 * marks generated audio that has no history item.
 */
export function watermarkIdOfPlan(plan: SynthesisPlan): number {
  return watermarkIdOf(
    JSON.stringify([
      plan.voice.voice.voiceId,
      plan.model.modelId,
      plan.language,
      plan.settings,
      plan.format.format,
      plan.originalText,
      plan.neighbours,
      plan.seed,
    ]),
  );
}

/** A dialogue's id: its lines' ids in order. */
export function watermarkIdOfDialogue(plan: DialoguePlan): number {
  return watermarkIdOf(
    JSON.stringify(["dialogue", plan.format.format, ...plan.lines.map(watermarkIdOfPlan)]),
  );
}

/**
 * A voice change's id: what decides its audio (voice, model, settings, format, seed and the result's
 * words and length), so the same recording converted with the same seed still gives identical bytes.
 */
export function watermarkIdOfVoiceChange(plan: VoiceChangePlan, changed: ChangedVoice): number {
  return watermarkIdOf(
    JSON.stringify([
      "voice-change",
      plan.voice.voice.voiceId,
      plan.model.modelId,
      plan.settings,
      plan.format.format,
      plan.seed,
      changed.conversion,
      changed.text,
      changed.samples.length,
    ]),
  );
}

/** FNV-1a over the text's UTF-16 code units, 0 moved to 1. */
export function watermarkIdOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0 || 1;
}
