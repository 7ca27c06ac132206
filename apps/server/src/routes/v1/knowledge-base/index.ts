import type { RouteBinding } from "../../../http/bind-operation.ts";
import { addRoute } from "./add.ts";
import { agentSizeRoute } from "./agent-size.ts";
import { bulkDeleteRoute } from "./bulk-delete.ts";
import { bulkDependentAgentsRoute } from "./bulk-dependent-agents.ts";
import { bulkMoveRoute } from "./bulk-move.ts";
import { chunkRoute } from "./chunk.ts";
import { chunksRoute } from "./chunks.ts";
import { computeRagIndexRoute } from "./compute-rag-index.ts";
import { contentRoute } from "./content.ts";
import {
  cancelCrawlJobRoute,
  createCrawlJobRoute,
  getCrawlJobRoute,
  listCrawlJobsRoute,
} from "./crawl-jobs.ts";
import { createFileRoute } from "./create-file.ts";
import { createFolderRoute } from "./create-folder.ts";
import { createTextRoute } from "./create-text.ts";
import { createUrlRoute } from "./create-url.ts";
import { deleteDocumentRoute } from "./delete.ts";
import { deleteRagIndexRoute } from "./delete-rag-index.ts";
import { dependentAgentsRoute } from "./dependent-agents.ts";
import { getDocumentRoute } from "./get.ts";
import { getOrCreateRagIndexesRoute } from "./get-or-create-rag-indexes.ts";
import { listDocumentsRoute } from "./list.ts";
import { moveDocumentRoute } from "./move.ts";
import { ragIndexOverviewRoute } from "./rag-index-overview.ts";
import { ragIndexesRoute } from "./rag-indexes.ts";
import { refreshRoute } from "./refresh.ts";
import { searchRoute } from "./search.ts";
import { sourceFileRoute } from "./source-file.ts";
import { sourceFileUrlRoute } from "./source-file-url.ts";
import { summariesRoute } from "./summaries.ts";
import { updateDocumentRoute } from "./update.ts";

/** The agents' knowledge base: documents, folders, retrieval indexes, passages and search. */
export const knowledgeBaseRoutes: RouteBinding[] = [
  addRoute,
  agentSizeRoute,
  bulkDeleteRoute,
  bulkDependentAgentsRoute,
  bulkMoveRoute,
  chunkRoute,
  chunksRoute,
  computeRagIndexRoute,
  contentRoute,
  createFileRoute,
  createFolderRoute,
  createTextRoute,
  createUrlRoute,
  listCrawlJobsRoute,
  createCrawlJobRoute,
  getCrawlJobRoute,
  cancelCrawlJobRoute,
  deleteRagIndexRoute,
  deleteDocumentRoute,
  dependentAgentsRoute,
  getOrCreateRagIndexesRoute,
  getDocumentRoute,
  listDocumentsRoute,
  moveDocumentRoute,
  ragIndexOverviewRoute,
  ragIndexesRoute,
  refreshRoute,
  searchRoute,
  sourceFileUrlRoute,
  sourceFileRoute,
  summariesRoute,
  updateDocumentRoute,
];
