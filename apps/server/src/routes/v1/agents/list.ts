import { listAgents as listAgentsOperation } from "@chorus/contract";
import { listAgents } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";
import { presentAgentSummary } from "../../../presenters/agent-presenter.ts";

export const listRoute = bindOperation(listAgentsOperation, async ({ ctx, query }) => {
  const page = await listAgents(ctx, {
    pageSize: query.page_size,
    search: query.search,
    archived: query.archived ?? false,
    onlyOwned: query.show_only_owned_agents ?? false,
    createdByUserId: query.created_by_user_id,
    tags: query.tags ?? [],
    sortBy: query.sort_by,
    direction: query.sort_direction,
    cursor: query.cursor,
  });
  return {
    agents: page.agents.map(presentAgentSummary),
    next_cursor: page.nextCursor,
    has_more: page.hasMore,
  };
});
