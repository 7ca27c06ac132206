import { knowledgeBaseLimits } from "@chorus/contract";
import { type AgentView, viewAgents } from "../agents/agent-view.ts";
import { requirePermission } from "../auth/require-permission.ts";
import type { AuthenticatedContext } from "../context.ts";
import { agentsUsingDocuments } from "./dependent-agents.ts";
import { documentNotFound } from "./document-access.ts";
import { offsetCursor } from "./offset-cursor.ts";

const agentsCursor = offsetCursor("agents");

/**
 * `GET …/{id}/dependent-agents` and `POST …/dependent-agents`: the agents that use any of the
 * documents, each with the ones it names, a page at a time.
 */
export async function dependentAgents(
  ctx: AuthenticatedContext,
  documentIds: readonly string[],
  page: { pageSize: number; cursor?: string },
): Promise<{
  agents: { view: AgentView; documentIds: string[] }[];
  nextCursor: string | null;
  hasMore: boolean;
}> {
  requirePermission(ctx, "convai_read");
  const ids = [...new Set(documentIds)].slice(0, knowledgeBaseLimits.idsPerRequest);
  const found = await ctx.ports.store.knowledgeBase.findDocuments(ctx.workspaceId, ids);
  const missing = ids.find((id) => !found.some((entry) => entry.id === id));
  if (missing) throw documentNotFound(missing);
  const users = await agentsUsingDocuments(ctx, ids);
  const offset = agentsCursor.offsetOf(page.cursor);
  const slice = users.slice(offset, offset + page.pageSize);
  const views = await viewAgents(
    ctx,
    slice.map((use) => use.agent),
  );
  const agents = slice.map((use, i) => ({ view: views[i]!, documentIds: use.documentIds }));
  const hasMore = offset + agents.length < users.length;
  return { agents, nextCursor: hasMore ? agentsCursor.of(offset + agents.length) : null, hasMore };
}
