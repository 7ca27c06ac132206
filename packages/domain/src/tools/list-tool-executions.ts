import { requirePermission } from "../auth/require-permission.ts";
import type { AuthenticatedContext } from "../context.ts";
import { listCursorOf, parseListCursor } from "../conversations/list-cursor.ts";
import { findTool } from "./tool-access.ts";
import type { ToolExecutionRecord } from "./tool-records.ts";

export interface ToolExecutionQuery {
  cursor?: string;
  pageSize: number;
  isError?: boolean;
  agentId?: string;
  /** Unix seconds, inclusive. */
  startTime?: number;
  endTime?: number;
}

/** `GET /v1/convai/tools/{tool_id}/executions`: the tool's calls, newest first, a page at a time. */
export async function listToolExecutions(
  ctx: AuthenticatedContext,
  toolId: string,
  query: ToolExecutionQuery,
): Promise<{ executions: ToolExecutionRecord[]; nextCursor: string | null; hasMore: boolean }> {
  requirePermission(ctx, "convai_read");
  await findTool(ctx, toolId);
  const after = parseListCursor(query.cursor);
  const found = await ctx.ports.store.toolExecutions.list(ctx.workspaceId, toolId, {
    after: after && { at: after.at, id: after.id },
    isError: query.isError,
    agentId: query.agentId,
    from: query.startTime === undefined ? undefined : new Date(query.startTime * 1000),
    // Inclusive of the whole last second.
    to: query.endTime === undefined ? undefined : new Date(query.endTime * 1000 + 999),
    limit: query.pageSize + 1,
  });
  const executions = found.slice(0, query.pageSize);
  const hasMore = found.length > query.pageSize;
  const last = executions.at(-1);
  return { executions, nextCursor: hasMore && last ? listCursorOf(last.at, last.id) : null, hasMore };
}
