import { listTools as listToolsOperation } from "@chorus/contract";
import { listTools } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";
import { presentTool } from "../../../presenters/tool-presenter.ts";

export const listToolsRoute = bindOperation(listToolsOperation, async ({ ctx, query }) => {
  const page = await listTools(ctx, {
    pageSize: query.page_size,
    search: query.search,
    onlyOwned: query.show_only_owned_documents ?? false,
    createdByUserId: query.created_by_user_id,
    types: query.types ?? [],
    sortBy: query.sort_by,
    direction: query.sort_direction,
    usedByAgentId: query.used_by_agent_id,
    cursor: query.cursor,
  });
  return { tools: page.tools.map(presentTool), next_cursor: page.nextCursor, has_more: page.hasMore };
});
