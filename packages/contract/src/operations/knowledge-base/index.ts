export { addToKnowledgeBase } from "./add-to-knowledge-base.ts";
export { bulkDeleteKnowledgeBaseDocuments } from "./bulk-delete-documents.ts";
export { bulkMoveKnowledgeBaseDocuments } from "./bulk-move-documents.ts";
export { computeDocumentRagIndex } from "./compute-rag-index.ts";
export { cancelCrawlJob, createCrawlJob, getCrawlJob, listCrawlJobs } from "./crawl-jobs.ts";
export { createFileDocument } from "./create-file-document.ts";
export { createKnowledgeBaseFolder } from "./create-folder.ts";
export { createTextDocument } from "./create-text-document.ts";
export { createUrlDocument } from "./create-url-document.ts";
export { deleteKnowledgeBaseDocument } from "./delete-document.ts";
export { deleteDocumentRagIndex } from "./delete-rag-index.ts";
export { downloadKnowledgeBaseSourceFile } from "./download-source-file.ts";
export { getAgentKnowledgeBaseSize } from "./get-agent-knowledge-base-size.ts";
export { getKnowledgeBaseBulkDependentAgents } from "./get-bulk-dependent-agents.ts";
export { getKnowledgeBaseDependentAgents } from "./get-dependent-agents.ts";
export { getKnowledgeBaseDocument } from "./get-document.ts";
export { getKnowledgeBaseDocumentChunk } from "./get-document-chunk.ts";
export { getKnowledgeBaseDocumentContent } from "./get-document-content.ts";
export { getKnowledgeBaseSummaries } from "./get-document-summaries.ts";
export { getOrCreateRagIndexes } from "./get-or-create-rag-indexes.ts";
export { getKnowledgeBaseSourceFileUrl } from "./get-source-file-url.ts";
export {
  AddDocumentResponseSchema,
  BatchFailureSchema,
  ChunkResponseSchema,
  DependentAgentsResponseSchema,
  DocumentParamsSchema,
  type DocumentResponse,
  DocumentResponseSchema,
  type DocumentSummary,
  DocumentSummarySchema,
  EmbeddingModelSchema,
  KnowledgeBaseDependentAgentSchema,
  RagIndexResponseSchema,
} from "./knowledge-base-schemas.ts";
export { listKnowledgeBaseDocumentChunks } from "./list-document-chunks.ts";
export { listKnowledgeBaseDocuments } from "./list-documents.ts";
export { listDocumentRagIndexes } from "./list-rag-indexes.ts";
export { moveKnowledgeBaseDocument } from "./move-document.ts";
export { ragIndexOverview } from "./rag-index-overview.ts";
export { refreshKnowledgeBaseDocument } from "./refresh-document.ts";
export { searchKnowledgeBase } from "./search-knowledge-base.ts";
export { updateKnowledgeBaseDocument } from "./update-document.ts";
