import { getToolDependentAgents as getToolDependentAgentsOperation } from "@chorus/contract";
import { getToolDependentAgents } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";
import { presentDependentAgent } from "../../../presenters/tool-presenter.ts";

export const toolDependentAgentsRoute = bindOperation(
  getToolDependentAgentsOperation,
  async ({ ctx, params, query }) => {
    const page = await getToolDependentAgents(ctx, params.tool_id, {
      cursor: query.cursor,
      pageSize: query.page_size,
    });
    return {
      agents: page.agents.map(presentDependentAgent),
      next_cursor: page.nextCursor,
      has_more: page.hasMore,
    };
  },
);
