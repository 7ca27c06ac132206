import { listKnowledgeBaseDocuments } from "@chorus/contract";
import { listDocuments } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";
import { presentDocumentSummary } from "../../../presenters/knowledge-base-presenter.ts";

export const listDocumentsRoute = bindOperation(listKnowledgeBaseDocuments, async ({ ctx, query }) => {
  const types = query.types === undefined ? undefined : [query.types].flat();
  const page = await listDocuments(ctx, {
    pageSize: query.page_size,
    ...(query.cursor ? { cursor: query.cursor } : {}),
    ...(query.search ? { search: query.search } : {}),
    ...(query.show_only_owned_documents ? { showOnlyOwned: true } : {}),
    ...(query.created_by_user_id ? { createdByUserId: query.created_by_user_id } : {}),
    ...(types ? { types } : {}),
    ...(query.parent_folder_id || query.ancestor_folder_id
      ? { parentFolderId: query.parent_folder_id ?? query.ancestor_folder_id }
      : {}),
    ...(query.folders_first !== undefined ? { foldersFirst: query.folders_first } : {}),
    ...(query.sort_by ? { sortBy: query.sort_by } : {}),
    ...(query.sort_direction ? { sortDirection: query.sort_direction } : {}),
  });
  return {
    documents: page.documents.map(presentDocumentSummary),
    next_cursor: page.nextCursor,
    has_more: page.hasMore,
  };
});
