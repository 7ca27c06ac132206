import { assertMayEditAgents } from "../agents/agent-access.ts";
import { requirePermission } from "../auth/require-permission.ts";
import type { AuthenticatedContext } from "../context.ts";
import { findInvocation } from "./test-invocation-view.ts";

/**
 * `POST /v1/convai/test-invocations/{id}/cancel`: runs not judged yet become `cancelled` (one being
 * judged keeps no result: its write is conditional on still running); finished runs keep theirs.
 */
export async function cancelTestInvocation(ctx: AuthenticatedContext, invocationId: string): Promise<void> {
  requirePermission(ctx, "convai_write");
  assertMayEditAgents(ctx);
  const invocation = await findInvocation(ctx, invocationId);
  await ctx.ports.store.transaction(async (tx) => {
    await tx.testInvocations.cancelRuns(ctx.workspaceId, invocation.id, ctx.ports.clock.now());
    await tx.testInvocations.update(ctx.workspaceId, invocation.id, { cancelled: true });
  });
}
