import { findAgent } from "../agents/agent-access.ts";
import { requirePermission } from "../auth/require-permission.ts";
import type { AuthenticatedContext } from "../context.ts";
import { documentsIn } from "./agent-knowledge-base.ts";

/** Characters counted as one page (about 500 words). */
const charactersPerPage = 3_000;

/** `GET /v1/convai/agent/{agent_id}/knowledge-base/size`: the agent's documents, in pages. */
export async function agentKnowledgeBaseSize(ctx: AuthenticatedContext, agentId: string): Promise<number> {
  requirePermission(ctx, "convai_read");
  const agent = await findAgent(ctx, agentId);
  const ids = agent.conversationConfig.agent.prompt.knowledge_base.map((locator) => locator.id);
  const documents = await documentsIn(ctx, ids);
  const characters = documents.reduce((sum, document) => sum + document.content.length, 0);
  return Math.round((characters / charactersPerPage) * 10) / 10;
}
