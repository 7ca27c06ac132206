import { contentTypeForCodec, soundEffectCategoryOf } from "@chorus/contract";
import type { AuthenticatedContext } from "../context.ts";
import { type Delivery, keptDelivery } from "../generation/delivery.ts";
import type { PaidWork } from "../generation/paid-work.ts";
import { extensionForCodec } from "../history/history-audio.ts";
import type { SoundEffectPlan } from "./prepare-sound-effect.ts";

/** What the synthesizer reported about the effect it made. */
export interface MadeSoundEffect {
  recipe: string;
  match: "keyword" | "nearest";
  seed: number;
  durationSeconds: number;
}

/**
 * How a sound effect is delivered: every delivered effect is kept so the workspace can list, share
 * and pin it (not in the speech history), the audio in blob storage first and the row second, in the
 * charge's transaction. It starts private. No permission check: the generation was authorized.
 */
export const soundEffectDelivery = (
  ctx: AuthenticatedContext,
  plan: SoundEffectPlan,
  made: MadeSoundEffect,
  work: PaidWork,
): Delivery =>
  keptDelivery(ctx, work, {
    keepsBytes: true,
    keep: (audio) => {
      const blobKey = `sound-effects/${ctx.workspaceId}/${plan.requestId}.${extensionForCodec(plan.format.codec)}`;
      return {
        blobKey,
        bytes: audio,
        insert: (tx) =>
          tx.soundEffects.insert({
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
            audioKey: blobKey,
            visibility: "private",
            sharedAt: null,
            createdAt: ctx.ports.clock.now(),
          }),
      };
    },
  });
