import type { AuthenticatedContext } from "../../context.ts";
import { type AgentKnowledge, retrievePassages } from "../../knowledge-base/agent-retrieval.ts";
import type { LanguageModelMessage } from "../../ports/language-model.ts";
import type { RagRetrievalRecord } from "../conversation-records.ts";

/** What the model is given from the knowledge base for one reply. */
export interface KnowledgeForTurn {
  /** A system message after the prompt (models read it); none when there is nothing to give. */
  messages: LanguageModelMessage[];
  /** The same passages for engines that cannot read a prompt (the retrieval engine). */
  passages: string[];
  /** What retrieval found, recorded on the agent's turn (`rag_retrieval_info`). */
  retrieval: RagRetrievalRecord | null;
}

const none: KnowledgeForTurn = { messages: [], passages: [], retrieval: null };

/**
 * The agent's knowledge base in a conversation: whole documents with every reply, and passages
 * retrieved for the caller's latest words when retrieval is on. A retrieval that fails (the
 * embeddings server is down) leaves the reply without passages rather than without an answer.
 */
export class TurnKnowledge {
  constructor(
    private readonly ctx: AuthenticatedContext,
    private readonly knowledge: AgentKnowledge | undefined,
  ) {}

  async forTurn(query: string | undefined): Promise<KnowledgeForTurn> {
    const knowledge = this.knowledge;
    if (!knowledge) return none;
    const whole = knowledge.wholeDocuments.map((document) => `${document.name}\n${document.content}`);
    let retrieval: RagRetrievalRecord | null = null;
    let retrieved: string[] = [];
    if (knowledge.retrieval && query?.trim()) {
      try {
        const found = await retrievePassages(this.ctx, knowledge.retrieval, query);
        retrieved = found.passages.map((passage) => passage.content);
        retrieval = {
          chunks: found.passages.map(({ documentId, chunkId, vectorDistance }) => ({
            documentId,
            chunkId,
            vectorDistance,
          })),
          embeddingModel: found.embeddingModel,
          retrievalQuery: found.query,
          ragLatencySecs: found.latencySeconds,
        };
      } catch (error) {
        this.ctx.ports.logger.warn("knowledge-base retrieval failed in a conversation", { err: error });
      }
    }
    const passages = [...whole, ...retrieved];
    if (passages.length === 0) return { ...none, retrieval };
    return {
      messages: [
        {
          role: "system",
          content: `Information from the knowledge base. Answer from it when it is relevant to the user's question:\n\n${passages.join("\n\n---\n\n")}`,
        },
      ],
      passages,
      retrieval,
    };
  }
}
