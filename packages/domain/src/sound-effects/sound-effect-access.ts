import { isAdminRole, messages } from "@chorus/contract";
import type { AuthenticatedContext } from "../context.ts";
import { DomainError } from "../shared/domain-error.ts";
import type { SoundEffectRecord } from "./sound-effect-records.ts";

/** An effect the workspace made, or "not found" (also for another workspace's). */
export async function findOwnSoundEffect(ctx: AuthenticatedContext, id: string): Promise<SoundEffectRecord> {
  const effect = await ctx.ports.store.soundEffects.findInWorkspace(ctx.workspaceId, id);
  if (!effect) throw new DomainError("sound_effect_not_found", messages.soundEffectNotFound(id));
  return effect;
}

/** An effect the workspace made or one shared publicly; another workspace's private one is "not found". */
export async function findVisibleSoundEffect(
  ctx: AuthenticatedContext,
  id: string,
): Promise<SoundEffectRecord> {
  const effect = await ctx.ports.store.soundEffects.findVisible(ctx.workspaceId, id);
  if (!effect) throw new DomainError("sound_effect_not_found", messages.soundEffectNotFound(id));
  return effect;
}

/** Sharing and deleting are for the effect's maker and the workspace's admins. */
export function assertMayManageSoundEffect(ctx: AuthenticatedContext, effect: SoundEffectRecord): void {
  if (effect.userId !== ctx.userId && !isAdminRole(ctx.role)) {
    throw new DomainError("forbidden", messages.soundEffectManagersOnly);
  }
}
