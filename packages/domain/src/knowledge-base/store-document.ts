import { knowledgeBaseLimits, messages } from "@chorus/contract";
import { requirePermission } from "../auth/require-permission.ts";
import type { AuthenticatedContext } from "../context.ts";
import { DomainError } from "../shared/domain-error.ts";
import { findFolder, newDocumentId } from "./document-access.ts";
import { folderPathOf } from "./folder-path.ts";
import type { KnowledgeBaseDocumentRecord } from "./knowledge-base-records.ts";
import { enqueueIndexBuild } from "./rag-indexes.ts";
import { defaultEmbeddingModel } from "./reindex-document.ts";
import { textSearchConfigFor } from "./text-search-config.ts";

export type NewDocument = Pick<
  KnowledgeBaseDocumentRecord,
  "type" | "name" | "url" | "fileName" | "mimeType" | "sourceBlobKey" | "contentFormat" | "content"
> & { parentFolderId?: string | null };

/** A name as kept: trimmed, never blank. */
export function documentNameOf(name: string, field: (string | number)[] = ["body", "name"]): string {
  const trimmed = name.trim();
  if (!trimmed) throw DomainError.invalidField(field, messages.documentNameRequired);
  return trimmed.slice(0, knowledgeBaseLimits.nameCharacters);
}

/** Refuses text over the per-document bound. */
export function checkDocumentText(text: string, field: (string | number)[]): void {
  if (text.length > knowledgeBaseLimits.textCharacters)
    throw DomainError.invalidField(field, messages.documentTooLong(knowledgeBaseLimits.textCharacters));
}

/**
 * Writes a new entry of the knowledge base (every `POST /v1/convai/knowledge-base/…` ends here):
 * into the folder named (which must be the workspace's, and not too deep), within the workspace's
 * bound on entries, its language read from its text.
 */
export async function storeDocument(
  ctx: AuthenticatedContext,
  input: NewDocument,
): Promise<KnowledgeBaseDocumentRecord> {
  requirePermission(ctx, "convai_write");
  const { knowledgeBase } = ctx.ports.store;
  const parentFolderId = input.parentFolderId ?? null;
  if (parentFolderId) {
    const parent = await findFolder(ctx, parentFolderId);
    const depth = (await folderPathOf(ctx, parent)).length + 1;
    if (input.type === "folder" && depth >= knowledgeBaseLimits.folderDepth)
      throw DomainError.invalidField(
        ["body", "parent_folder_id"],
        messages.folderTooDeep(knowledgeBaseLimits.folderDepth),
      );
  }
  if ((await knowledgeBase.countDocuments(ctx.workspaceId)) >= knowledgeBaseLimits.documentsPerWorkspace)
    throw new DomainError(
      "knowledge_base_full",
      messages.knowledgeBaseFull(knowledgeBaseLimits.documentsPerWorkspace),
    );
  const now = ctx.ports.clock.now();
  const document: KnowledgeBaseDocumentRecord = {
    id: newDocumentId(),
    workspaceId: ctx.workspaceId,
    ownerUserId: ctx.userId,
    type: input.type,
    name: input.name,
    parentFolderId,
    url: input.url,
    fileName: input.fileName,
    mimeType: input.mimeType,
    sourceBlobKey: input.sourceBlobKey,
    contentFormat: input.contentFormat,
    content: input.content,
    textSearchConfig: input.type === "folder" ? "simple" : textSearchConfigFor(input.content),
    sizeBytes: Buffer.byteLength(input.content),
    createdAt: now,
    updatedAt: now,
  };
  await knowledgeBase.insertDocument(document);
  // Indexed at once for the default model: content search and passage previews need no agent.
  if (document.type !== "folder") await enqueueIndexBuild(ctx, document, defaultEmbeddingModel);
  return document;
}
