import { requirePermission } from "../../auth/require-permission.ts";
import type { AuthenticatedContext } from "../../context.ts";
import { newId } from "../../shared/ids.ts";
import type { VoiceCollectionRecord } from "../library/library-records.ts";
import { assertMayEditCollections, findCollection } from "./collection-access.ts";

/** `GET /v1/voices/collections`: the workspace's collections, oldest first. */
export async function listVoiceCollections(ctx: AuthenticatedContext): Promise<VoiceCollectionRecord[]> {
  requirePermission(ctx, "voices_read");
  return ctx.ports.store.voiceCollections.list(ctx.workspaceId);
}

export async function getVoiceCollection(ctx: AuthenticatedContext, collectionId: string) {
  requirePermission(ctx, "voices_read");
  return findCollection(ctx, collectionId);
}

/** `POST /v1/voices/collections`: a new, empty collection of the workspace (the contract checks title and icon). */
export async function createVoiceCollection(
  ctx: AuthenticatedContext,
  input: { title: string; icon: string },
): Promise<VoiceCollectionRecord> {
  requirePermission(ctx, "voices_write");
  assertMayEditCollections(ctx);
  const now = ctx.ports.clock.now();
  return ctx.ports.store.voiceCollections.insert({
    id: newId(),
    workspaceId: ctx.workspaceId,
    title: input.title,
    icon: input.icon,
    createdAt: now,
    updatedAt: now,
  });
}

/** `PATCH /v1/voices/collections/{id}`: rename it or change its icon. */
export async function updateVoiceCollection(
  ctx: AuthenticatedContext,
  collectionId: string,
  patch: { title?: string | null; icon?: string | null },
): Promise<VoiceCollectionRecord> {
  requirePermission(ctx, "voices_write");
  assertMayEditCollections(ctx);
  const current = await findCollection(ctx, collectionId);
  const updated = await ctx.ports.store.voiceCollections.update(ctx.workspaceId, collectionId, {
    title: patch.title ?? current.title,
    icon: patch.icon ?? current.icon,
    updatedAt: ctx.ports.clock.now(),
  });
  return updated ?? current;
}

/** `DELETE /v1/voices/collections/{id}`: the collection goes, its voices stay. */
export async function deleteVoiceCollection(ctx: AuthenticatedContext, collectionId: string): Promise<void> {
  requirePermission(ctx, "voices_write");
  assertMayEditCollections(ctx);
  await findCollection(ctx, collectionId);
  await ctx.ports.store.voiceCollections.delete(ctx.workspaceId, collectionId);
}
