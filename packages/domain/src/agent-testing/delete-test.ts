import { assertMayEditAgents } from "../agents/agent-access.ts";
import { requirePermission } from "../auth/require-permission.ts";
import type { AuthenticatedContext } from "../context.ts";
import { findTest } from "./agent-test-access.ts";

/** `DELETE /v1/convai/agent-testing/{id}`: runs made of it keep their copy of the test and their results. */
export async function deleteTest(ctx: AuthenticatedContext, testId: string): Promise<void> {
  requirePermission(ctx, "convai_write");
  assertMayEditAgents(ctx);
  await findTest(ctx, testId);
  await ctx.ports.store.agentTests.delete(ctx.workspaceId, [testId]);
}
