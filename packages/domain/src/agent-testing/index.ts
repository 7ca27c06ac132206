export { findTest, findTestFolder, newAgentTestId, newTestFolderId } from "./agent-test-access.ts";
export type {
  AgentTestBody,
  AgentTestRecord,
  TestedAgentConfig,
  TestInvocationRecord,
  TestRunRecord,
  TestRunState,
  TestTranscriptEntry,
  TestVerdict,
} from "./agent-test-records.ts";
export type { AgentTestView } from "./agent-test-view.ts";
export { cancelTestInvocation } from "./cancel-test-invocation.ts";
export { createTest } from "./create-test.ts";
export { createTestFolder } from "./create-test-folder.ts";
export { deleteTest } from "./delete-test.ts";
export { deleteTestFolder } from "./delete-test-folder.ts";
export { getTest } from "./get-test.ts";
export { getTestFolder } from "./get-test-folder.ts";
export { getTestInvocation } from "./get-test-invocation.ts";
export {
  listTestInvocations,
  type TestInvocationListQuery,
  type TestInvocationSummary,
} from "./list-test-invocations.ts";
export { listTests, type TestListQuery } from "./list-tests.ts";
export { moveTests } from "./move-tests.ts";
export { renameTestFolder } from "./rename-test-folder.ts";
export { resubmitTestInvocation } from "./resubmit-test-invocation.ts";
export { newTestRunId, type RunTestsInput, runAgentTests } from "./run-agent-tests.ts";
export { runTestsJob } from "./run-tests-job.ts";
export {
  type SimulateConversationInput,
  type SimulationEvent,
  simulateConversation,
  streamSimulatedConversation,
} from "./simulate-conversation.ts";
export type { SimulationAnalysis } from "./simulation-analysis.ts";
export type { TestInvocationView } from "./test-invocation-view.ts";
export { getTestSummaries } from "./test-summaries.ts";
export { updateTest } from "./update-test.ts";
