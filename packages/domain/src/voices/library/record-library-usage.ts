import type { AuthenticatedContext } from "../../context.ts";
import type { VoiceView } from "../voice-view.ts";

/** A generation as usage counting sees it: one voice and its text, or the lines of a dialogue. */
export type SpokenGeneration =
  | { voice: VoiceView; originalText: string }
  | { lines: readonly { voice: VoiceView; originalText: string }[] };

/**
 * Counts characters spoken with library copies toward their original's usage (the shared voice's
 * metrics, `usage_character_count_7d/1y`). Called once a generation's audio was delivered and its
 * charge stands. Cheap on the speech path: voices that are not copies cost nothing (the copy is
 * already on the view), a copy costs one upsert on a per-voice, per-day row, which is not awaited
 * by the response; a failure is logged, never surfaced.
 */
export function recordLibraryUsage(ctx: AuthenticatedContext, generation: SpokenGeneration): void {
  const lines = "lines" in generation ? generation.lines : [generation];
  const characters = new Map<string, number>();
  for (const line of lines) {
    const original = line.voice.library?.copy?.record.originalVoiceId;
    if (original) characters.set(original, (characters.get(original) ?? 0) + line.originalText.length);
  }
  if (characters.size === 0) return;
  const day = ctx.ports.clock.now().toISOString().slice(0, 10);
  for (const [voiceId, count] of characters)
    ctx.ports.store.voiceLibrary.addUsage(voiceId, day, count).catch((error: unknown) =>
      ctx.ports.logger.error("could not count a library voice's usage", {
        voiceId,
        err: error,
      }),
    );
}
