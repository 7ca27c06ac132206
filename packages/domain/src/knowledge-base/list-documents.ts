import { knowledgeBaseLimits, messages } from "@chorus/contract";
import { requirePermission } from "../auth/require-permission.ts";
import type { AuthenticatedContext } from "../context.ts";
import type { KnowledgeBaseListQuery } from "../ports/knowledge-base-repository.ts";
import { DomainError } from "../shared/domain-error.ts";
import { findDocument, findFolder } from "./document-access.ts";
import { type DocumentView, viewOf, viewsOf } from "./document-view.ts";
import type { KnowledgeBaseDocumentType } from "./knowledge-base-records.ts";
import { offsetCursor } from "./offset-cursor.ts";

const documentsCursor = offsetCursor("kb");

export interface ListDocumentsInput {
  pageSize: number;
  cursor?: string;
  search?: string;
  showOnlyOwned?: boolean;
  createdByUserId?: string;
  types?: readonly KnowledgeBaseDocumentType[];
  parentFolderId?: string;
  foldersFirst?: boolean;
  sortBy?: KnowledgeBaseListQuery["sortBy"];
  sortDirection?: KnowledgeBaseListQuery["sortDirection"];
}

/**
 * `GET /v1/convai/knowledge-base`: the workspace's entries, a page at a time. A search looks at
 * names anywhere; without one, the listing is one folder's (the top when none is named).
 */
export async function listDocuments(
  ctx: AuthenticatedContext,
  input: ListDocumentsInput,
): Promise<{ documents: DocumentView[]; nextCursor: string | null; hasMore: boolean }> {
  requirePermission(ctx, "convai_read");
  if (input.parentFolderId) await findFolder(ctx, input.parentFolderId);
  const offset = documentsCursor.offsetOf(input.cursor);
  const found = await ctx.ports.store.knowledgeBase.listDocuments(ctx.workspaceId, {
    parentFolderId: input.parentFolderId ?? (input.search ? undefined : null),
    ...(input.search ? { search: input.search } : {}),
    ...(input.types?.length ? { types: input.types } : {}),
    ...(input.showOnlyOwned
      ? { ownerUserId: ctx.userId }
      : input.createdByUserId
        ? { ownerUserId: input.createdByUserId }
        : {}),
    foldersFirst: input.foldersFirst ?? true,
    sortBy: input.sortBy ?? "created_at",
    sortDirection: input.sortDirection ?? "desc",
    offset,
    limit: input.pageSize + 1,
  });
  const page = found.slice(0, input.pageSize);
  const hasMore = found.length > input.pageSize;
  return {
    documents: await viewsOf(ctx, page, { dependents: true }),
    nextCursor: hasMore ? documentsCursor.of(offset + page.length) : null,
    hasMore,
  };
}

/** `GET /v1/convai/knowledge-base/{id}`. */
export async function getDocument(ctx: AuthenticatedContext, documentId: string): Promise<DocumentView> {
  requirePermission(ctx, "convai_read");
  return viewOf(ctx, await findDocument(ctx, documentId));
}

/**
 * `GET /v1/convai/knowledge-base/summaries?document_ids=`: each entry's summary, or why there is
 * none, keyed by id.
 */
export async function documentSummaries(
  ctx: AuthenticatedContext,
  documentIds: readonly string[],
): Promise<Map<string, DocumentView | DomainError>> {
  requirePermission(ctx, "convai_read");
  const ids = [...new Set(documentIds)].slice(0, knowledgeBaseLimits.idsPerRequest);
  const found = await ctx.ports.store.knowledgeBase.findDocuments(ctx.workspaceId, ids);
  const views = new Map(
    (await viewsOf(ctx, found, { dependents: true })).map((view) => [view.document.id, view]),
  );
  return new Map(
    ids.map((id) => [
      id,
      views.get(id) ?? new DomainError("knowledge_base_document_not_found", messages.documentNotFound(id)),
    ]),
  );
}
