import { messages, type WorkspaceRole } from "@chorus/contract";
import type { AuthenticatedContext } from "../../context.ts";
import { DomainError } from "../../shared/domain-error.ts";
import type { VoiceCollectionRecord } from "../library/library-records.ts";

export type CollectionPermission = "admin" | "editor" | "viewer";

/** `permission_on_resource`: collections belong to the workspace, so the role decides. */
export function collectionPermissionFor(role: WorkspaceRole): CollectionPermission {
  if (role === "owner" || role === "admin") return "admin";
  return role === "viewer" ? "viewer" : "editor";
}

/** Viewers read collections; everyone else in the workspace may change them. */
export function assertMayEditCollections(ctx: AuthenticatedContext): void {
  if (collectionPermissionFor(ctx.role) === "viewer") throw new DomainError("forbidden", messages.forbidden);
}

/** The workspace's collection, or "collection missing" (also for another workspace's). */
export async function findCollection(
  ctx: AuthenticatedContext,
  collectionId: string,
): Promise<VoiceCollectionRecord> {
  const collection = await ctx.ports.store.voiceCollections.find(ctx.workspaceId, collectionId);
  if (!collection) throw new DomainError("collection_not_found", messages.collectionMissing);
  return collection;
}
