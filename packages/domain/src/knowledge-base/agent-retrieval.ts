import { type ConversationConfig, type EmbeddingModel, knowledgeBaseLimits } from "@chorus/contract";
import type { AuthenticatedContext } from "../context.ts";
import { documentsIn } from "./agent-knowledge-base.ts";
import { fuseRankings } from "./fuse-rankings.ts";
import type { RankedChunk } from "./knowledge-base-records.ts";

/** What an agent knows beyond its prompt, read once when a conversation starts. */
export interface AgentKnowledge {
  /** Whole documents given with the prompt: "prompt" ones, or every one with retrieval off. */
  wholeDocuments: { name: string; content: string }[];
  /** Retrieval over the "auto" documents' indexes; null with retrieval off or none to search. */
  retrieval: {
    indexIds: string[];
    /** Whether those indexes have vectors (hybrid ranking) or words only. */
    withVectors: boolean;
    settings: ConversationConfig["agent"]["prompt"]["rag"];
  } | null;
}

/** One retrieved passage and how far it is from the question (cosine distance, or 1 − text score). */
export interface RetrievedPassage {
  documentId: string;
  chunkId: string;
  content: string;
  vectorDistance: number;
}

export interface Retrieval {
  passages: RetrievedPassage[];
  embeddingModel: EmbeddingModel;
  query: string;
  latencySeconds: number;
}

/** Candidates each ranking gives the fusion, per passage kept (the fusion reorders them). */
const candidatesPerPassage = 2;

/** The agent's knowledge base as its conversations use it (folders stand for what they hold). */
export async function loadAgentKnowledge(
  ctx: AuthenticatedContext,
  config: ConversationConfig,
): Promise<AgentKnowledge> {
  const { knowledge_base: locators, rag } = config.agent.prompt;
  if (locators.length === 0) return { wholeDocuments: [], retrieval: null };
  const retrieved = new Set(
    rag.enabled
      ? locators.filter((locator) => locator.usage_mode === "auto").map((locator) => locator.id)
      : [],
  );
  const whole = await documentsIn(
    ctx,
    locators.filter((locator) => !retrieved.has(locator.id)).map((locator) => locator.id),
  );
  const wholeDocuments: AgentKnowledge["wholeDocuments"] = [];
  let room = knowledgeBaseLimits.promptCharacters;
  for (const document of whole) {
    if (room <= 0) break;
    const content = document.content.slice(0, room);
    wholeDocuments.push({ name: document.name, content });
    room -= content.length;
  }
  if (retrieved.size === 0) return { wholeDocuments, retrieval: null };
  const searched = await documentsIn(ctx, [...retrieved]);
  const indexes = await ctx.ports.store.knowledgeBase.listIndexes(
    ctx.workspaceId,
    searched.map((document) => document.id),
  );
  // Every index of the model counts, even one being rebuilt: it answers with its passages until
  // the new ones replace them.
  const ofModel = indexes.filter((index) => index.model === rag.embedding_model);
  return {
    wholeDocuments,
    retrieval:
      ofModel.length > 0
        ? {
            indexIds: ofModel.map((index) => index.id),
            withVectors: ofModel.some((index) => index.hasEmbeddings),
            settings: rag,
          }
        : null,
  };
}

/**
 * The passages most relevant to the question: full-text and trigram ranking, fused with vector
 * ranking when the indexes have vectors and an embeddings engine is configured; then at most the
 * agent's `max_retrieved_rag_chunks_count` passages and `max_documents_length` characters.
 */
export async function retrievePassages(
  ctx: AuthenticatedContext,
  retrieval: NonNullable<AgentKnowledge["retrieval"]>,
  query: string,
): Promise<Retrieval> {
  const started = performance.now();
  const { knowledgeBase } = ctx.ports.store;
  const { settings } = retrieval;
  const candidates = Math.max(10, settings.max_retrieved_rag_chunks_count * candidatesPerPassage);
  const byText = await knowledgeBase.rankByText(ctx.workspaceId, retrieval.indexIds, query, candidates);
  const distances = new Map<string, number>(
    byText.map((chunk) => [chunk.chunkId, Math.max(0, 1 - chunk.score)]),
  );
  let ranked: RankedChunk[] = byText;
  if (retrieval.withVectors && ctx.ports.embeddings) {
    const [vector] = await ctx.ports.embeddings.embed([query]);
    const byVector = (
      await knowledgeBase.rankByVector(ctx.workspaceId, retrieval.indexIds, vector ?? [], candidates)
    ).filter((chunk) => 1 - chunk.score <= settings.max_vector_distance);
    for (const chunk of byVector) distances.set(chunk.chunkId, 1 - chunk.score);
    ranked = fuseRankings([byText, byVector]);
  }
  const passages: RetrievedPassage[] = [];
  let room = settings.max_documents_length;
  for (const chunk of ranked) {
    if (passages.length >= settings.max_retrieved_rag_chunks_count || chunk.content.length > room) break;
    passages.push({
      documentId: chunk.documentId,
      chunkId: chunk.chunkId,
      content: chunk.content,
      vectorDistance: distances.get(chunk.chunkId) ?? 1,
    });
    room -= chunk.content.length;
  }
  return {
    passages,
    embeddingModel: settings.embedding_model,
    query,
    latencySeconds: (performance.now() - started) / 1000,
  };
}
