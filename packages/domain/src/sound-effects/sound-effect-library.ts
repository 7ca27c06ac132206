import { messages, type SoundEffectCategory, type SoundEffectVisibility } from "@chorus/contract";
import { requirePermission } from "../auth/require-permission.ts";
import type { AuthenticatedContext } from "../context.ts";
import { DomainError } from "../shared/domain-error.ts";
import { currentTier } from "../text-to-speech/speech-request-rules.ts";
import {
  assertMayManageSoundEffect,
  findOwnSoundEffect,
  findVisibleSoundEffect,
} from "./sound-effect-access.ts";
import { readSoundEffectAudio, type SoundEffectAudioFile } from "./sound-effect-audio.ts";
import type { SoundEffectRecord } from "./sound-effect-records.ts";

export interface SoundEffectListFilter {
  search?: string;
  category?: SoundEffectCategory;
  page: number;
  pageSize: number;
}

export interface SoundEffectPage {
  effects: SoundEffectRecord[];
  hasMore: boolean;
}

async function listPage(
  ctx: AuthenticatedContext,
  scope: "workspace" | "explore",
  filter: SoundEffectListFilter,
): Promise<SoundEffectPage> {
  requirePermission(ctx, "sound_generation");
  const rows = await ctx.ports.store.soundEffects.list({
    scope,
    workspaceId: ctx.workspaceId,
    search: filter.search || undefined,
    category: filter.category,
    offset: filter.page * filter.pageSize,
    limit: filter.pageSize + 1,
  });
  return { effects: rows.slice(0, filter.pageSize), hasMore: rows.length > filter.pageSize };
}

/** `GET /v1/sound-effects`: everything the workspace generated, newest first. */
export const listSoundEffects = (ctx: AuthenticatedContext, filter: SoundEffectListFilter) =>
  listPage(ctx, "workspace", filter);

/** `GET /v1/sound-effects/explore`: the workspace's shared effects and every public one, newest share first. */
export const exploreSoundEffects = (ctx: AuthenticatedContext, filter: SoundEffectListFilter) =>
  listPage(ctx, "explore", filter);

export async function getSoundEffect(ctx: AuthenticatedContext, id: string): Promise<SoundEffectRecord> {
  requirePermission(ctx, "sound_generation");
  return findVisibleSoundEffect(ctx, id);
}

/**
 * A kept effect's audio. Anyone who can see an effect may play it, but downloading one that another
 * workspace shared needs a paid plan (spec 001: "shared sound-effect downloads need a paid plan").
 */
export async function getSoundEffectAudio(
  ctx: AuthenticatedContext,
  id: string,
  purpose: "play" | "download" = "play",
): Promise<SoundEffectAudioFile> {
  requirePermission(ctx, "sound_generation");
  const effect = await findVisibleSoundEffect(ctx, id);
  if (
    purpose === "download" &&
    effect.workspaceId !== ctx.workspaceId &&
    (await currentTier(ctx)) === "free"
  ) {
    throw new DomainError("only_for_starter+", messages.sharedSoundEffectDownloadNeedsPaidPlan);
  }
  return readSoundEffectAudio(ctx, effect);
}

/** Shares an effect in Explore (its workspace's, or everyone's), or takes it back to private. */
export async function shareSoundEffect(
  ctx: AuthenticatedContext,
  id: string,
  visibility: SoundEffectVisibility,
): Promise<SoundEffectRecord> {
  requirePermission(ctx, "sound_generation");
  const effect = await findOwnSoundEffect(ctx, id);
  assertMayManageSoundEffect(ctx, effect);
  if (effect.visibility === visibility) return effect;
  const sharedAt = visibility === "private" ? null : ctx.ports.clock.now();
  const updated = await ctx.ports.store.soundEffects.updateVisibility(
    ctx.workspaceId,
    id,
    visibility,
    sharedAt,
  );
  return updated ?? effect;
}

/** Deletes the row (pins go with it, by the foreign key) and then its audio. */
export async function deleteSoundEffect(ctx: AuthenticatedContext, id: string): Promise<void> {
  requirePermission(ctx, "sound_generation");
  const effect = await findOwnSoundEffect(ctx, id);
  assertMayManageSoundEffect(ctx, effect);
  await ctx.ports.store.soundEffects.delete(ctx.workspaceId, id);
  await ctx.ports.blobs.delete(effect.audioKey).catch(() => {});
}
