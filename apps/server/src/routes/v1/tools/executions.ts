import { listToolExecutions as listToolExecutionsOperation } from "@chorus/contract";
import { listToolExecutions } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";
import { presentToolExecution } from "../../../presenters/tool-presenter.ts";

export const toolExecutionsRoute = bindOperation(
  listToolExecutionsOperation,
  async ({ ctx, params, query }) => {
    const page = await listToolExecutions(ctx, params.tool_id, {
      cursor: query.cursor,
      pageSize: query.page_size,
      isError: query.is_error,
      agentId: query.agent_id,
      startTime: query.start_time,
      endTime: query.end_time,
    });
    return {
      executions: page.executions.map(presentToolExecution),
      next_cursor: page.nextCursor,
      has_more: page.hasMore,
    };
  },
);
