import type { WorkspaceRole } from "@chorus/contract";
import type { AuthenticatedContext, Ports } from "../context.ts";
import type { JobHandler } from "../jobs/job-handler.ts";
import { jobLeaseMs } from "../jobs/run-next-job.ts";
import { isDomainError } from "../shared/domain-error.ts";
import type { TestInvocationRecord } from "./agent-test-records.ts";
import { type AgentUnderTest, prepareAgentUnderTest } from "./agent-under-test.ts";
import { type JudgedRun, judgeRun } from "./judge-run.ts";

export const runTestsJob = "agent_testing.run";

/** The runs act as the person who started them (their workspace, their agent's secrets and tools). */
async function testerContext(ports: Ports, invocation: TestInvocationRecord): Promise<AuthenticatedContext> {
  const member = await ports.store.members.find(invocation.workspaceId, invocation.createdByUserId);
  return {
    ports,
    meta: { geo: {} },
    actor: {
      kind: "user",
      userId: invocation.createdByUserId,
      sessionId: `test-invocation:${invocation.id}`,
    },
    userId: invocation.createdByUserId,
    workspaceId: invocation.workspaceId,
    role: (member?.role ?? "viewer") as WorkspaceRole,
  };
}

/** A run that could not be judged: failed, saying why (never a verdict nobody gave). */
const couldNotRun = (why: string): JudgedRun => ({
  state: "failed",
  transcript: [],
  verdict: { result: "unknown", summary: why, messages: [] },
});

const describe = (error: unknown) =>
  isDomainError(error) || error instanceof Error ? error.message : String(error);

/**
 * Judges an invocation's runs one after another: each claimed (`pending` → `running`), judged,
 * and its result written unless it was cancelled meanwhile. A run whose model fails is `failed`
 * with the reason; the job itself does not retry them. Safe to run again: only unclaimed runs (or
 * ones left running by a dead worker) are taken.
 */
export const runTestsHandler: JobHandler = {
  async run({ ports, job, reportProgress }) {
    const workspaceId = String(job.payload.workspaceId);
    const invocationId = String(job.payload.invocationId);
    const { testInvocations } = ports.store;
    const invocation = await testInvocations.find(workspaceId, invocationId);
    if (!invocation) return;
    const ctx = await testerContext(ports, invocation);
    let agent: AgentUnderTest | undefined;
    let unavailable: string | undefined;
    const stored = await ports.store.agents.find(workspaceId, invocation.agentId);
    if (!stored) unavailable = "The agent was deleted before this test ran.";
    else
      try {
        agent = await prepareAgentUnderTest(
          ctx,
          stored.id,
          invocation.configOverride ?? {
            conversationConfig: stored.conversationConfig,
            platformSettings: stored.platformSettings,
          },
        );
      } catch (error) {
        unavailable = `The agent could not be prepared: ${describe(error)}`;
      }
    for (let judgedRuns = 0; ; judgedRuns++) {
      const now = ports.clock.now();
      const run = await testInvocations.claimRun(
        workspaceId,
        invocationId,
        now,
        new Date(now.getTime() - jobLeaseMs),
      );
      if (!run) break;
      let result: JudgedRun;
      try {
        result = agent ? await judgeRun(agent, run) : couldNotRun(unavailable ?? "");
      } catch (error) {
        ports.logger.warn("agent test run failed", { runId: run.id, err: error });
        result = couldNotRun(`The test could not run: ${describe(error)}`);
      }
      await testInvocations.finishRun(run.id, { ...result, now: ports.clock.now() });
      await reportProgress(Math.min(0.99, (judgedRuns + 1) / 100));
    }
  },
};
