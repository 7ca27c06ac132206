import {
  agentTestingLimits,
  cancelTestInvocation,
  createTest,
  deleteTest,
  getTest,
  getTestInvocation,
  listTestInvocations,
  listTests,
  resubmitTestInvocation,
  runAgentTests,
  type TestSummary,
  updateTest,
} from "@chorus/contract";
import { callOperation, type OperationInput } from "../../../lib/api/call-operation.ts";
import { agentsQueryKey } from "../api/agents-api.ts";

export const agentTestsQueryKey = [...agentsQueryKey, "tests"] as const;
export const agentTestQueryKey = (testId: string) => [...agentTestsQueryKey, "one", testId] as const;
export const testInvocationsQueryKey = (agentId: string) =>
  [...agentsQueryKey, "test-invocations", agentId] as const;
export const testInvocationQueryKey = (invocationId: string) =>
  [...agentsQueryKey, "test-invocation", invocationId] as const;

/** The pages of tests the tab reads at most (a run takes at most `testsPerRun` of them anyway). */
const maxTestPages = 5;

/** A listed test (folders are left out: the tab lists every test of the workspace, wherever it is). */
export type ListedTest = TestSummary & { type: Exclude<TestSummary["type"], "folder"> };

const isTest = (entry: TestSummary): entry is ListedTest =>
  entry.entity_type === "test" && entry.type !== "folder";

/** The workspace's tests (not folders), newest first, every page up to `maxTestPages`. */
export async function fetchAllTests(): Promise<ListedTest[]> {
  const tests: ListedTest[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < maxTestPages; page++) {
    const answer = await callOperation(listTests, {
      query: { page_size: agentTestingLimits.pageSize.max, cursor },
    });
    tests.push(...answer.tests.filter(isTest));
    if (!answer.has_more || !answer.next_cursor) break;
    cursor = answer.next_cursor;
  }
  return tests;
}

/** How many past runs of the agent the tab lists. */
export const shownInvocations = 10;

export const fetchTest = (testId: string) => callOperation(getTest, { params: { test_id: testId } });

export type TestBody = OperationInput<typeof createTest>["body"];

export const createNewTest = (body: TestBody) => callOperation(createTest, { body });

export const saveTest = (testId: string, body: TestBody) =>
  callOperation(updateTest, { params: { test_id: testId }, body });

export const removeTest = (testId: string) => callOperation(deleteTest, { params: { test_id: testId } });

/** Runs tests on the agent's saved version; the answer is the new invocation, its runs pending. */
export const runTests = (agentId: string, testIds: readonly string[]) =>
  callOperation(runAgentTests, {
    params: { agent_id: agentId },
    body: { tests: testIds.map((testId) => ({ test_id: testId })) },
  });

export const fetchInvocations = (agentId: string) =>
  callOperation(listTestInvocations, { query: { agent_id: agentId, page_size: shownInvocations } });

export const fetchInvocation = (invocationId: string) =>
  callOperation(getTestInvocation, { params: { test_invocation_id: invocationId } });

export const cancelInvocation = (invocationId: string) =>
  callOperation(cancelTestInvocation, { params: { test_invocation_id: invocationId } });

/** Runs the named runs of an invocation again (pending again, judged by a new job). */
export const resubmitRuns = (agentId: string, invocationId: string, runIds: readonly string[]) =>
  callOperation(resubmitTestInvocation, {
    params: { test_invocation_id: invocationId },
    body: { agent_id: agentId, test_run_ids: [...runIds] },
  });
