import { requirePermission } from "../auth/require-permission.ts";
import type { AuthenticatedContext } from "../context.ts";

/**
 * `GET /v1/convai/analytics/live-count`: the workspace's conversations in progress now (initiated
 * or in progress; one being processed after its end is over). With agent ids, only theirs; an id
 * that is not one of the workspace's agents simply counts none.
 */
export async function countLiveConversations(
  ctx: AuthenticatedContext,
  filter: { agentIds?: readonly string[] } = {},
): Promise<number> {
  requirePermission(ctx, "convai_read");
  return ctx.ports.store.conversations.countLive(ctx.workspaceId, filter.agentIds);
}
