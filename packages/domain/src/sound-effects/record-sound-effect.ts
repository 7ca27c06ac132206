import { contentTypeForCodec, soundEffectCategoryOf } from "@chorus/contract";
import type { AuthenticatedContext } from "../context.ts";
import { extensionForCodec } from "../history/history-audio.ts";
import { putBlobBeforeRow } from "../shared/blob-before-row.ts";
import type { SoundEffectPlan } from "./prepare-sound-effect.ts";
import type { SoundEffectRecord } from "./sound-effect-records.ts";

/** What the synthesizer reported about the effect it made. */
export interface MadeSoundEffect {
  recipe: string;
  match: "keyword" | "nearest";
  seed: number;
  durationSeconds: number;
}

/**
 * Keeps a delivered sound effect so the workspace can list, share and pin it: the audio goes to
 * blob storage first and the row second (`putBlobBeforeRow`). It starts private. No permission
 * check: the generation was authorized.
 */
export async function recordSoundEffect(
  ctx: AuthenticatedContext,
  plan: SoundEffectPlan,
  made: MadeSoundEffect,
  audio: Uint8Array,
): Promise<SoundEffectRecord> {
  const key = `sound-effects/${ctx.workspaceId}/${plan.requestId}.${extensionForCodec(plan.format.codec)}`;
  return putBlobBeforeRow(ctx.ports.blobs, key, audio, () =>
    ctx.ports.store.soundEffects.insert({
      id: plan.requestId,
      workspaceId: ctx.workspaceId,
      userId: ctx.userId,
      text: plan.request.prompt,
      recipe: made.recipe,
      recipeMatch: made.match,
      category: soundEffectCategoryOf(made.recipe),
      durationSeconds: made.durationSeconds,
      requestedDurationSeconds: plan.request.durationSeconds ?? null,
      promptInfluence: plan.request.promptInfluence,
      loop: plan.request.loop,
      seed: made.seed,
      outputFormat: plan.format.format,
      contentType: contentTypeForCodec(plan.format.codec),
      audioKey: key,
      visibility: "private",
      sharedAt: null,
      createdAt: ctx.ports.clock.now(),
    }),
  );
}
