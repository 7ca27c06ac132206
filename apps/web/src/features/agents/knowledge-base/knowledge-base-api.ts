import {
  bulkDeleteKnowledgeBaseDocuments,
  bulkMoveKnowledgeBaseDocuments,
  cancelCrawlJob,
  createCrawlJob,
  createFileDocument,
  createKnowledgeBaseFolder,
  createTextDocument,
  createUrlDocument,
  deleteKnowledgeBaseDocument,
  getAgentKnowledgeBaseSize,
  getCrawlJob,
  getKnowledgeBaseDependentAgents,
  getKnowledgeBaseDocument,
  getKnowledgeBaseDocumentContent,
  getKnowledgeBaseSourceFileUrl,
  listDocumentRagIndexes,
  listKnowledgeBaseDocumentChunks,
  listKnowledgeBaseDocuments,
  moveKnowledgeBaseDocument,
  refreshKnowledgeBaseDocument,
  searchKnowledgeBase,
  updateKnowledgeBaseDocument,
} from "@chorus/contract";
import { fetchBinary } from "../../../lib/api/binary.ts";
import { callOperation, type OperationResult, operationPath } from "../../../lib/api/call-operation.ts";
import { postForm } from "../../../lib/api/form-data.ts";

export const knowledgeBaseQueryKey = ["agents", "knowledge-base"] as const;
export const entriesQueryKey = (filters: EntryFilters) =>
  [...knowledgeBaseQueryKey, "entries", filters] as const;
export const documentQueryKey = (documentId: string) =>
  [...knowledgeBaseQueryKey, "document", documentId] as const;
export const contentSearchQueryKey = (query: string) => [...knowledgeBaseQueryKey, "search", query] as const;

/** What a listing shows: one folder's entries (null: the top), or entries anywhere whose name has `search`. */
export interface EntryFilters {
  folderId: string | null;
  search: string;
  /** Folders only (the move dialog's folder browser). */
  foldersOnly?: boolean;
}

export const entriesPageSize = 50;

/** One page of entries, folders first. */
export const fetchEntries = (filters: EntryFilters, cursor?: string) =>
  callOperation(listKnowledgeBaseDocuments, {
    query: {
      page_size: entriesPageSize,
      cursor,
      search: filters.search || undefined,
      parent_folder_id: filters.search ? undefined : (filters.folderId ?? undefined),
      types: filters.foldersOnly ? "folder" : undefined,
      folders_first: "true",
    },
  });

export type EntryPage = Awaited<ReturnType<typeof fetchEntries>>;
export type Entry = EntryPage["documents"][number];

export const fetchDocument = (documentId: string) =>
  callOperation(getKnowledgeBaseDocument, { params: { documentation_id: documentId }, query: {} });

export type KnowledgeDocument = Awaited<ReturnType<typeof fetchDocument>>;

/** A document's readable text (plain text). */
export async function fetchContent(documentId: string): Promise<string> {
  const response = await fetchBinary({
    method: "GET",
    path: operationPath(getKnowledgeBaseDocumentContent, { documentation_id: documentId }),
  });
  return response.text();
}

export const fetchRagIndexes = (documentId: string) =>
  callOperation(listDocumentRagIndexes, { params: { documentation_id: documentId } });

export type RagIndex = OperationResult<typeof listDocumentRagIndexes>["indexes"][number];

export const chunksPageSize = 20;

export const fetchChunks = (documentId: string, cursor?: string) =>
  callOperation(listKnowledgeBaseDocumentChunks, {
    params: { documentation_id: documentId },
    query: { page_size: chunksPageSize, cursor },
  });

export const fetchDependentAgents = (documentId: string, cursor?: string) =>
  callOperation(getKnowledgeBaseDependentAgents, {
    params: { documentation_id: documentId },
    query: { page_size: 30, cursor },
  });

/** Documents whose text matches `query`, best first, each with its best passage. */
export const searchContent = (query: string) =>
  callOperation(searchKnowledgeBase, { query: { query, page_size: 20 } });

export const renameEntry = (documentId: string, name: string) =>
  callOperation(updateKnowledgeBaseDocument, { params: { documentation_id: documentId }, body: { name } });

export const moveEntry = (documentId: string, folderId: string | null) =>
  callOperation(moveKnowledgeBaseDocument, {
    params: { documentation_id: documentId },
    body: { move_to: folderId },
  });

/** Moves entries into a folder (null: the top), all or none. */
export const moveEntries = (documentIds: string[], folderId: string | null) =>
  callOperation(bulkMoveKnowledgeBaseDocuments, { body: { document_ids: documentIds, move_to: folderId } });

/** Deletes one entry; refused (409 `knowledge_base_document_in_use`) while agents use it unless `force`. */
export const deleteEntry = (documentId: string, force: boolean) =>
  callOperation(deleteKnowledgeBaseDocument, {
    params: { documentation_id: documentId },
    query: { force: force ? "true" : "false" },
  });

/** Deletes entries each on its own: answered per id, deleted or with its error. */
export const deleteEntries = (documentIds: string[], force: boolean) =>
  callOperation(bulkDeleteKnowledgeBaseDocuments, { body: { document_ids: documentIds, force } });

export const refreshDocument = (documentId: string) =>
  callOperation(refreshKnowledgeBaseDocument, { params: { documentation_id: documentId } });

/** An address that downloads the original file for a quarter of an hour, without a key. */
export const fetchSourceFileUrl = (documentId: string) =>
  callOperation(getKnowledgeBaseSourceFileUrl, { params: { documentation_id: documentId } });

export const addFolder = (name: string, folderId: string | null) =>
  callOperation(createKnowledgeBaseFolder, { body: { name, parent_folder_id: folderId } });

export const addText = (text: string, name: string, folderId: string | null) =>
  callOperation(createTextDocument, { body: { text, name: name || null, parent_folder_id: folderId } });

export const addUrl = (url: string, name: string, folderId: string | null) =>
  callOperation(createUrlDocument, { body: { url, name: name || null, parent_folder_id: folderId } });

export type AddedDocument = OperationResult<typeof createFileDocument>;

/** Uploads a file into a folder (null: the top), reporting the upload's progress (0–1). */
export function addFile(
  file: File,
  folderId: string | null,
  onUploadProgress: (fraction: number) => void,
): Promise<AddedDocument> {
  const form = new FormData();
  if (folderId) form.set("parent_folder_id", folderId);
  form.set("file", file, file.name);
  return postForm<AddedDocument>(operationPath(createFileDocument, undefined as never), form, {
    onUploadProgress,
  });
}

/** How much an agent's knowledge base holds, in pages of 3,000 characters. */
export const fetchAgentKnowledgeBaseSize = (agentId: string) =>
  callOperation(getAgentKnowledgeBaseSize, { params: { agent_id: agentId } });

/** Starts crawling a site into a new folder under `folderId` (a background job on the server). */
export const startCrawl = (
  input: { url: string; maxPages: number; pattern: string },
  folderId: string | null,
) =>
  callOperation(createCrawlJob, {
    body: {
      url: input.url,
      max_pages: input.maxPages,
      ...(input.pattern ? { pattern: input.pattern } : {}),
      ...(folderId ? { parent_folder_id: folderId } : {}),
    },
  });

export const fetchCrawl = (crawlJobId: string) =>
  callOperation(getCrawlJob, { params: { crawl_job_id: crawlJobId } });

export const stopCrawl = (crawlJobId: string) =>
  callOperation(cancelCrawlJob, { params: { crawl_job_id: crawlJobId } });

export type Crawl = Awaited<ReturnType<typeof fetchCrawl>>;
