import { assertMayEditAgents } from "../agents/agent-access.ts";
import { requirePermission } from "../auth/require-permission.ts";
import type { AuthenticatedContext } from "../context.ts";
import { findTestFolder } from "./agent-test-access.ts";
import { type AgentTestView, viewTests } from "./agent-test-view.ts";

/** `PATCH /v1/convai/agent-testing/folders/{id}`. */
export async function renameTestFolder(
  ctx: AuthenticatedContext,
  folderId: string,
  name: string,
): Promise<AgentTestView> {
  requirePermission(ctx, "convai_write");
  assertMayEditAgents(ctx);
  await findTestFolder(ctx, folderId);
  await ctx.ports.store.agentTests.update(ctx.workspaceId, folderId, {
    name,
    updatedAt: ctx.ports.clock.now(),
  });
  const [view] = await viewTests(ctx, [await findTestFolder(ctx, folderId)]);
  return view!;
}
