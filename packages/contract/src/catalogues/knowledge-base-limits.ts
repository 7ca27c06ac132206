import { inputLimits } from "../bounds/input-limits.ts";

/**
 * Limits of agents' knowledge bases (issue 19 §1). Spec 001 §5 fixes the retrieved documents at 1
 * to 20; the hosted product takes files up to 21 MB. The rest are Chorus bounds that keep a
 * request's work and a document's row bounded.
 */
export const knowledgeBaseLimits = {
  nameCharacters: inputLimits.nameCharacters,
  /** An uploaded file. */
  fileBytes: 21 * 1024 * 1024,
  /** A fetched page (URL documents), and how long its download may take. */
  pageBytes: 5 * 1024 * 1024,
  pageFetchSeconds: 20,
  /** The readable text of one document (a long novel is about 1 million characters). */
  textCharacters: 2_000_000,
  /** Entries (documents and folders) of one workspace. */
  documentsPerWorkspace: 10_000,
  /** Folders inside folders. */
  folderDepth: 20,
  /** Documents (or folders) one request names. */
  idsPerRequest: inputLimits.idsPerRequest,
  /** A content search's words. */
  searchCharacters: 1_000,
  pageSize: { default: 30, max: 100 },
  chunkPageSize: { default: 20, max: 100 },
  /** Spec 001 §5: "Retrieval documents between 1 and 20". */
  retrievedChunks: { min: 1, max: 20, default: 20 },
  /** Characters of retrieved passages given to the model in one turn. */
  retrievedCharacters: { min: 1_000, max: 100_000, default: 50_000 },
  /**
   * Characters of whole documents put into the prompt (documents used "prompt", or every document
   * when retrieval is off: "retrieval is not recommended for small knowledge bases").
   */
  promptCharacters: 100_000,
  /** Passage length the splitter aims for, and the most it makes. */
  chunkCharacters: { target: 1_200, max: 2_000 },
  /** A crawl (`/v1/convai/knowledge-base/crawl`): pages, link depth, its pattern and sitemaps. */
  crawl: {
    maxPages: { max: 200, default: 50 },
    maxDepth: { max: 5, default: 2 },
    patternCharacters: 500,
    sitemaps: 10,
    /** Days between auto-syncs of a crawled folder (`minimum_frequency_days`). */
    syncDays: { min: 1, max: 365, default: 7 },
  },
  /** Links read from one crawled page, and locations from one sitemap. */
  crawlLinksPerPage: 1_000,
} as const;

/** The embedding models the hosted product offers (`EmbeddingModelEnum`); an index is named by one. */
export const embeddingModels = ["e5_mistral_7b_instruct", "multilingual_e5_large_instruct"] as const;
export type EmbeddingModel = (typeof embeddingModels)[number];
