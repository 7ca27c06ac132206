import { messages, soundboardKeys } from "@chorus/contract";
import { requirePermission } from "../auth/require-permission.ts";
import type { AuthenticatedContext } from "../context.ts";
import { DomainError } from "../shared/domain-error.ts";
import { findVisibleSoundEffect } from "./sound-effect-access.ts";
import type { SoundEffectRecord } from "./sound-effect-records.ts";

/** One pad per number key. */
export const soundboardSize = soundboardKeys.length;

export interface SoundboardPad {
  key: string;
  effect: SoundEffectRecord;
}

/**
 * The caller's soundboard in this workspace, in pad order. A pinned effect that is no longer
 * visible (another workspace made it private again) is skipped, and the pads after it move up.
 */
export async function getSoundboard(ctx: AuthenticatedContext): Promise<SoundboardPad[]> {
  requirePermission(ctx, "sound_generation");
  const pins = await ctx.ports.store.soundboard.listPins(ctx.workspaceId, ctx.userId);
  const effects = await Promise.all(
    pins.map((id) => ctx.ports.store.soundEffects.findVisible(ctx.workspaceId, id)),
  );
  return effects
    .filter((effect): effect is SoundEffectRecord => effect !== undefined)
    .map((effect, index) => ({ key: soundboardKeys[index]!, effect }));
}

/** Pins an effect the caller can see to the next free pad; pinning it again changes nothing. */
export async function pinSoundEffect(
  ctx: AuthenticatedContext,
  soundEffectId: string,
): Promise<SoundboardPad[]> {
  requirePermission(ctx, "sound_generation");
  await findVisibleSoundEffect(ctx, soundEffectId);
  // The workspace row's lock serializes pins, so two at once cannot both take the last free pad.
  await ctx.ports.store.transaction(async (tx) => {
    await tx.workspaces.lockById(ctx.workspaceId);
    const pins = await tx.soundboard.listPins(ctx.workspaceId, ctx.userId);
    if (pins.includes(soundEffectId)) return;
    if (pins.length >= soundboardSize) {
      throw new DomainError("soundboard_full", messages.soundboardFull(soundboardSize));
    }
    await tx.soundboard.pin(ctx.workspaceId, ctx.userId, soundEffectId);
  });
  return getSoundboard(ctx);
}

export async function unpinSoundEffect(
  ctx: AuthenticatedContext,
  soundEffectId: string,
): Promise<SoundboardPad[]> {
  requirePermission(ctx, "sound_generation");
  const removed = await ctx.ports.store.soundboard.unpin(ctx.workspaceId, ctx.userId, soundEffectId);
  if (!removed) throw new DomainError("sound_effect_not_found", messages.soundEffectNotFound(soundEffectId));
  return getSoundboard(ctx);
}

/** Puts the pads in a new order: the ids must be exactly the pinned ones, each once. */
export async function reorderSoundboard(
  ctx: AuthenticatedContext,
  soundEffectIds: readonly string[],
): Promise<SoundboardPad[]> {
  requirePermission(ctx, "sound_generation");
  // The caller sees only the visible pads, so the order names those; hidden pins keep their place at the end.
  const pins = await ctx.ports.store.soundboard.listPins(ctx.workspaceId, ctx.userId);
  const visible = (await getSoundboard(ctx)).map((pad) => pad.effect.id);
  const same =
    soundEffectIds.length === visible.length &&
    new Set(soundEffectIds).size === visible.length &&
    soundEffectIds.every((id) => visible.includes(id));
  if (!same) throw new DomainError("invalid_request", messages.soundboardOrderMismatch);
  const hidden = pins.filter((id) => !visible.includes(id));
  await ctx.ports.store.soundboard.reorder(ctx.workspaceId, ctx.userId, [...soundEffectIds, ...hidden]);
  return getSoundboard(ctx);
}
