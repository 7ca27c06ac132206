import { messages } from "@chorus/contract";
import { assertMayEditAgents, findAgent } from "../agents/agent-access.ts";
import { requirePermission } from "../auth/require-permission.ts";
import type { AuthenticatedContext } from "../context.ts";
import { enqueueJob } from "../jobs/enqueue-job.ts";
import { DomainError } from "../shared/domain-error.ts";
import { runTestsJob } from "./run-tests-job.ts";
import { findInvocation } from "./test-invocation-view.ts";
import { type AgentConfigOverride, testedConfig } from "./tested-config.ts";

/**
 * `POST /v1/convai/test-invocations/{id}/resubmit`: the runs named go back to `pending` (results
 * cleared) and are judged again by a new job, with the override when one is given (else the one
 * the invocation had). The invocation is no longer cancelled.
 */
export async function resubmitTestInvocation(
  ctx: AuthenticatedContext,
  invocationId: string,
  input: { runIds: readonly string[]; agentId: string; override?: AgentConfigOverride | null },
): Promise<void> {
  requirePermission(ctx, "convai_write");
  assertMayEditAgents(ctx);
  const invocation = await findInvocation(ctx, invocationId);
  if (input.agentId !== invocation.agentId)
    throw DomainError.invalidField(["body", "agent_id"], messages.testInvocationOtherAgent);
  const agent = await findAgent(ctx, invocation.agentId);
  const runs = await ctx.ports.store.testInvocations.runs(ctx.workspaceId, [invocation.id]);
  const ids = [...new Set(input.runIds)];
  if (ids.some((id) => !runs.some((run) => run.id === id)))
    throw DomainError.invalidField(["body", "test_run_ids"], messages.testRunsNotInInvocation);
  const override = input.override
    ? await testedConfig(ctx, agent, input.override)
    : invocation.configOverride;
  const now = ctx.ports.clock.now();
  await ctx.ports.store.transaction(async (tx) => {
    await tx.testInvocations.resetRuns(ctx.workspaceId, invocation.id, ids, now);
    await tx.testInvocations.update(ctx.workspaceId, invocation.id, {
      cancelled: false,
      configOverride: override,
    });
    await enqueueJob(ctx.ports, tx, {
      kind: runTestsJob,
      payload: { workspaceId: ctx.workspaceId, invocationId: invocation.id },
      workspaceId: ctx.workspaceId,
      maxAttempts: 2,
    });
  });
}
