import { isAdminRole, messages } from "@chorus/contract";
import type { AuthenticatedContext } from "../context.ts";
import { DomainError } from "../shared/domain-error.ts";
import { newId } from "../shared/ids.ts";
import type { KnowledgeBaseDocumentRecord } from "./knowledge-base-records.ts";

/** Ids as the hosted product's look: 20 letters and digits. */
export const newDocumentId = () => newId(20);

export const documentNotFound = (documentId: string) =>
  new DomainError("knowledge_base_document_not_found", messages.documentNotFound(documentId));

/** The workspace's document or folder, or "knowledge_base_document_not_found" (also for another workspace's). */
export async function findDocument(
  ctx: AuthenticatedContext,
  documentId: string,
): Promise<KnowledgeBaseDocumentRecord> {
  const document = await ctx.ports.store.knowledgeBase.findDocument(ctx.workspaceId, documentId);
  if (!document) throw documentNotFound(documentId);
  return document;
}

/** The workspace's folder named by a request's field, or a 404 naming it. */
export async function findFolder(
  ctx: AuthenticatedContext,
  folderId: string,
): Promise<KnowledgeBaseDocumentRecord> {
  const folder = await ctx.ports.store.knowledgeBase.findDocument(ctx.workspaceId, folderId);
  if (folder?.type !== "folder")
    throw new DomainError("knowledge_base_document_not_found", messages.folderNotFound(folderId));
  return folder;
}

/**
 * Every member reads the workspace's knowledge base and gives it to agents; changing, moving and
 * deleting an entry is for whoever made it or a workspace admin (as with the hosted product's
 * "creator" access role).
 */
export function assertMayManageDocument(
  ctx: AuthenticatedContext,
  document: KnowledgeBaseDocumentRecord,
): void {
  if (document.ownerUserId !== ctx.userId && !isAdminRole(ctx.role))
    throw new DomainError("forbidden", messages.documentOwnerOrAdmin);
}
