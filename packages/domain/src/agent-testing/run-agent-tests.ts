import { messages } from "@chorus/contract";
import { assertMayEditAgents, findAgent } from "../agents/agent-access.ts";
import { requirePermission } from "../auth/require-permission.ts";
import type { AuthenticatedContext } from "../context.ts";
import { enqueueJob } from "../jobs/enqueue-job.ts";
import { DomainError } from "../shared/domain-error.ts";
import { newId } from "../shared/ids.ts";
import type { TestInvocationRecord, TestRunRecord } from "./agent-test-records.ts";
import { runTestsJob } from "./run-tests-job.ts";
import { type TestInvocationView, viewInvocation } from "./test-invocation-view.ts";
import { type AgentConfigOverride, testedConfig } from "./tested-config.ts";

export interface RunTestsInput {
  tests: readonly { testId: string; rootFolderId?: string | null; rootFolderName?: string | null }[];
  override?: AgentConfigOverride | null;
  branchId?: string | null;
  repeatCount?: number | null;
}

export const newTestRunId = () => `trun_${newId(24)}`;

/**
 * `POST /v1/convai/agents/{id}/run-tests`: one run per test and repetition, each with a copy of the
 * test as it is now, queued with the job that judges them (`agent_testing.run`) in one
 * transaction. The answer lists them all `pending`.
 */
export async function runAgentTests(
  ctx: AuthenticatedContext,
  agentId: string,
  input: RunTestsInput,
): Promise<TestInvocationView> {
  requirePermission(ctx, "convai_write");
  assertMayEditAgents(ctx);
  const agent = await findAgent(ctx, agentId);
  const configOverride = await testedConfig(ctx, agent, input.override);
  const ids = [...new Set(input.tests.map((test) => test.testId))];
  const found = new Map(
    (await ctx.ports.store.agentTests.findMany(ctx.workspaceId, ids))
      .filter((entry) => entry.kind !== "folder")
      .map((entry) => [entry.id, entry]),
  );
  const missing = ids.find((id) => !found.has(id));
  if (missing) throw new DomainError("agent_test_not_found", messages.agentTestNotFound(missing));
  const now = ctx.ports.clock.now();
  const repeatCount = input.repeatCount ?? 1;
  const invocation: TestInvocationRecord = {
    id: `tinv_${newId(24)}`,
    workspaceId: ctx.workspaceId,
    agentId: agent.id,
    agentVersionId: agent.versionId,
    branchId: input.branchId ?? null,
    createdByUserId: ctx.userId,
    repeatCount,
    cancelled: false,
    configOverride,
    title:
      input.tests.length === 1
        ? found.get(input.tests[0]!.testId)!.name
        : `${input.tests.length} tests of ${agent.name}`,
    createdAt: now,
  };
  const runs: TestRunRecord[] = input.tests
    .flatMap((requested) =>
      Array.from({ length: repeatCount }, () => {
        const test = found.get(requested.testId)!;
        return {
          id: newTestRunId(),
          workspaceId: ctx.workspaceId,
          invocationId: invocation.id,
          testId: test.id,
          testName: test.name,
          test: test.body!,
          rootFolderId: requested.rootFolderId ?? null,
          rootFolderName: requested.rootFolderName ?? null,
          position: 0,
          state: "pending" as const,
          transcript: [],
          verdict: null,
          updatedAt: now,
        };
      }),
    )
    .map((run, position) => ({ ...run, position }));
  await ctx.ports.store.transaction(async (tx) => {
    await tx.testInvocations.insert(invocation, runs);
    await enqueueJob(ctx.ports, tx, {
      kind: runTestsJob,
      payload: { workspaceId: ctx.workspaceId, invocationId: invocation.id },
      workspaceId: ctx.workspaceId,
      maxAttempts: 2,
    });
  });
  return viewInvocation(ctx, invocation);
}
