export { addFileDocument } from "./add-file-document.ts";
export { addTextDocument } from "./add-text-document.ts";
export { addToKnowledgeBase } from "./add-to-knowledge-base.ts";
export { addUrlDocument } from "./add-url-document.ts";
export { agentKnowledgeBaseSize } from "./agent-knowledge-base-size.ts";
export {
  type AgentKnowledge,
  loadAgentKnowledge,
  type Retrieval,
  type RetrievedPassage,
  retrievePassages,
} from "./agent-retrieval.ts";
export { moveDocuments, updateDocument } from "./change-documents.ts";
export { chunkText } from "./chunk-text.ts";
export type { CrawlJobCounts, CrawlJobRecord, CrawlJobStatus } from "./crawl/crawl-job-records.ts";
export type { CrawlJobView } from "./crawl/crawl-job-view.ts";
export {
  cancelCrawlJob,
  crawlSiteJob,
  createCrawlJob,
  getCrawlJob,
  listCrawlJobs,
} from "./crawl/crawl-jobs.ts";
export { syncCrawledSites } from "./crawl/sync-crawled-sites.ts";
export { createFolder } from "./create-folder.ts";
export { bulkDeleteDocuments, deleteDocument } from "./delete-documents.ts";
export { dependentAgents } from "./dependent-agents-page.ts";
export { getDocumentChunk, getDocumentContent, listDocumentChunks } from "./document-content.ts";
export type { DocumentView } from "./document-view.ts";
export { fuseRankings } from "./fuse-rankings.ts";
export { indexDocumentJob } from "./index-document-job.ts";
export type {
  KnowledgeBaseChunkRecord,
  KnowledgeBaseDocumentRecord,
  KnowledgeBaseDocumentType,
  KnowledgeBaseIndexRecord,
  RagIndexStatus,
  RankedChunk,
} from "./knowledge-base-records.ts";
export { documentSummaries, getDocument, type ListDocumentsInput, listDocuments } from "./list-documents.ts";
export {
  computeRagIndex,
  deleteRagIndex,
  getOrCreateRagIndexes,
  listRagIndexes,
  ragIndexOverview,
} from "./rag-indexes.ts";
export { refreshDocument } from "./refresh-document.ts";
export { type ContentSearchHit, searchKnowledgeBase } from "./search-knowledge-base.ts";
export { openSourceFile, sourceFileUrl } from "./source-file.ts";
export { textSearchConfigFor } from "./text-search-config.ts";
