import { html } from "@chorus/adapters/html";
import type { DocumentResponse, DocumentSummary } from "@chorus/contract";
import type {
  AgentView,
  DocumentView,
  DomainError,
  KnowledgeBaseChunkRecord,
  KnowledgeBaseDocumentRecord,
  KnowledgeBaseIndexRecord,
} from "@chorus/domain";
import { httpStatusForError } from "../http/http-status-for-error.ts";

const unixSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** A document's text as the hosted product's `extracted_inner_html`: one escaped paragraph per block. */
const innerHtmlOf = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => html`<p>${block}</p>`.value)
    .join("\n");

function commonFields(view: DocumentView) {
  const { document } = view;
  return {
    id: document.id,
    name: document.name,
    metadata: {
      created_at_unix_secs: unixSeconds(document.createdAt),
      last_updated_at_unix_secs: unixSeconds(document.updatedAt),
      size_bytes: document.sizeBytes,
    },
    supported_usages: document.type === "folder" ? [] : (["prompt", "auto"] as ("prompt" | "auto")[]),
    access_info: {
      is_creator: view.access.isCreator,
      creator_name: view.access.creatorName,
      creator_email: view.access.creatorEmail,
      role: view.access.role,
    },
    folder_parent_id: document.parentFolderId,
    folder_path: view.folderPath.map((folder) => ({ id: folder.id, name: folder.name })),
  };
}

/** `DocumentsGetResponse`. */
export function presentDocument(view: DocumentView): DocumentResponse {
  const { document } = view;
  const common = commonFields(view);
  const text = { extracted_inner_html: innerHtmlOf(document.content), content_format: "html" as const };
  switch (document.type) {
    case "folder":
      return {
        type: "folder",
        ...common,
        children_count: view.childrenCount,
        document_count: view.documentCount,
      };
    case "file":
      return { type: "file", ...common, ...text, filename: document.fileName ?? document.name };
    case "url":
      return { type: "url", ...common, ...text, url: document.url ?? "" };
    case "text":
      return { type: "text", ...common, ...text };
  }
}

/** `DependentAvailableAgentIdentifier` with the documents it names. */
export function presentDependentAgent(view: AgentView, documentIds?: readonly string[]) {
  return {
    type: "available" as const,
    ...(documentIds ? { referenced_resource_ids: [...documentIds] } : {}),
    id: view.agent.id,
    name: view.agent.name,
    created_at_unix_secs: unixSeconds(view.agent.createdAt),
    access_level: view.access.role,
  };
}

/** A listing's summary of an entry (`GetKnowledgeBaseSummary…ResponseModel`). */
export function presentDocumentSummary(view: DocumentView): DocumentSummary {
  const { document } = view;
  const common = {
    ...commonFields(view),
    dependent_agents: view.dependentAgents.map((agent) => presentDependentAgent(agent)),
  };
  switch (document.type) {
    case "folder":
      return {
        type: "folder",
        ...common,
        children_count: view.childrenCount,
        document_count: view.documentCount,
      };
    case "url":
      return { type: "url", ...common, url: document.url ?? "" };
    case "file":
      return { type: "file", ...common };
    case "text":
      return { type: "text", ...common };
  }
}

/** `AddKnowledgeBaseResponseModel`. */
export function presentAddedDocument(
  document: KnowledgeBaseDocumentRecord,
  folderPath: readonly { id: string }[],
) {
  return {
    id: document.id,
    name: document.name,
    folder_path: folderPath.map((folder) => ({ id: folder.id })),
  };
}

/** `RagDocumentIndexResponseModel`. */
export function presentRagIndex(index: KnowledgeBaseIndexRecord) {
  return {
    id: index.id,
    model: index.model,
    status: index.status,
    progress_percentage: index.progressPercentage,
    document_model_index_usage: { used_bytes: index.usedBytes },
  };
}

/** `KnowledgeBaseDocumentChunkResponseModel`: a passage, named after its document and place. */
export function presentChunk(chunk: KnowledgeBaseChunkRecord, documentName: string) {
  return { id: chunk.id, name: `${documentName} (${chunk.position + 1})`, content: chunk.content };
}

/** A batch item that failed (`BatchFailureResponseModel`, `status: "failure"`). */
export function presentBatchFailure(error: DomainError) {
  return {
    status: "failure" as const,
    error_code: httpStatusForError(error.status),
    error_status: error.status,
    error_message: error.message,
  };
}

/** Characters of a search result's passage shown around its first hit. */
const snippetCharacters = 300;

/**
 * A search result's passage (`search_snippet`): the stretch around the first word of the query it
 * contains, cut into pieces that are or are not the query's words (any case), for highlighting.
 */
export function presentSearchSnippet(passage: string, query: string): { value: string; is_hit: boolean }[] {
  const words = new Set(
    (query.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter((word) => word.length > 2),
  );
  const pieces = passage.split(/([\p{L}\p{N}]+)/u);
  const firstHit = pieces.findIndex((piece) => words.has(piece.toLowerCase()));
  const before = pieces.slice(0, Math.max(0, firstHit)).join("");
  const start = Math.max(0, before.length - snippetCharacters / 3);
  const text = passage.slice(start, start + snippetCharacters);
  const segments: { value: string; is_hit: boolean }[] = [];
  for (const piece of text.split(/([\p{L}\p{N}]+)/u)) {
    if (!piece) continue;
    const isHit = words.has(piece.toLowerCase());
    const last = segments.at(-1);
    if (last && last.is_hit === isHit && !isHit) last.value += piece;
    else segments.push({ value: piece, is_hit: isHit });
  }
  return segments;
}
