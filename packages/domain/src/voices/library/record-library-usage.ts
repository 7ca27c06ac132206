import type { Repositories } from "../../ports/repositories.ts";
import type { VoiceView } from "../voice-view.ts";

/** A generation as usage counting sees it: one voice and its text, or the lines of a dialogue. */
export type SpokenGeneration =
  | { voice: VoiceView; originalText: string }
  | { lines: readonly { voice: VoiceView; originalText: string }[] };

/**
 * Counts characters spoken with library copies toward their original's usage (the shared voice's
 * metrics, `usage_character_count_7d/1y`), in the transaction that makes the generation's charge
 * stand (generation/paid-work.ts), so usage and charge land together. Voices that are not copies
 * cost nothing (the copy is already on the view); a copy costs one upsert on a per-voice, per-day row.
 */
export async function countLibraryUsage(
  tx: Repositories,
  generation: SpokenGeneration,
  now: Date,
): Promise<void> {
  const lines = "lines" in generation ? generation.lines : [generation];
  const characters = new Map<string, number>();
  for (const line of lines) {
    const original = line.voice.library?.copy?.record.originalVoiceId;
    if (original) characters.set(original, (characters.get(original) ?? 0) + line.originalText.length);
  }
  const day = now.toISOString().slice(0, 10);
  for (const [voiceId, count] of characters) await tx.voiceLibrary.addUsage(voiceId, day, count);
}
