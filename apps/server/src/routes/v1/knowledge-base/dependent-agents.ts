import { getKnowledgeBaseDependentAgents } from "@chorus/contract";
import { dependentAgents } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";
import { presentDependentAgent } from "../../../presenters/knowledge-base-presenter.ts";

export const dependentAgentsRoute = bindOperation(
  getKnowledgeBaseDependentAgents,
  async ({ ctx, params, query }) => {
    const page = await dependentAgents(ctx, [params.documentation_id], {
      pageSize: query.page_size,
      ...(query.cursor ? { cursor: query.cursor } : {}),
    });
    return {
      agents: page.agents.map((use) => presentDependentAgent(use.view, use.documentIds)),
      next_cursor: page.nextCursor,
      has_more: page.hasMore,
    };
  },
);
