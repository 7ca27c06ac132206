import type { AgentRecord } from "../agents/agent-records.ts";
import type { AuthenticatedContext } from "../context.ts";

/** The knowledge-base entries an agent names (`conversation_config.agent.prompt.knowledge_base`). */
export const knowledgeBaseIdsOf = (agent: AgentRecord): string[] =>
  (agent.conversationConfig.agent.prompt.knowledge_base ?? []).map((locator) => locator.id);

/** The workspace's agents that name any of the entries, with the ones each names. */
export async function agentsUsingDocuments(
  ctx: AuthenticatedContext,
  documentIds: readonly string[],
): Promise<{ agent: AgentRecord; documentIds: string[] }[]> {
  const wanted = new Set(documentIds);
  const agents = await ctx.ports.store.agents.list(ctx.workspaceId);
  return agents.flatMap((agent) => {
    const named = knowledgeBaseIdsOf(agent).filter((id) => wanted.has(id));
    return named.length > 0 ? [{ agent, documentIds: named }] : [];
  });
}
