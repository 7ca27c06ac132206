import { requirePermission } from "../auth/require-permission.ts";
import type { AuthenticatedContext } from "../context.ts";
import { type AgentTestView, viewTests } from "./agent-test-view.ts";

/** `POST /v1/convai/agent-testing/summaries`: the workspace's tests among the ids (others left out). */
export async function getTestSummaries(
  ctx: AuthenticatedContext,
  testIds: readonly string[],
): Promise<AgentTestView[]> {
  requirePermission(ctx, "convai_read");
  const found = await ctx.ports.store.agentTests.findMany(ctx.workspaceId, [...new Set(testIds)]);
  return viewTests(
    ctx,
    found.filter((entry) => entry.kind !== "folder"),
  );
}
