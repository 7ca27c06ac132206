export {
  type ChatHistoryEntry,
  ChatHistoryEntrySchema,
  type TestRequest,
  type TestResponse,
  type TestSummary,
  type ToolCallEvaluation,
  type ToolParameterEval,
} from "./agent-test-schemas.ts";
export { bulkMoveTests } from "./bulk-move-tests.ts";
export { cancelTestInvocation } from "./cancel-test-invocation.ts";
export { createTest } from "./create-test.ts";
export { createTestFolder } from "./create-test-folder.ts";
export { deleteTest } from "./delete-test.ts";
export { deleteTestFolder } from "./delete-test-folder.ts";
export { getTest } from "./get-test.ts";
export { getTestFolder } from "./get-test-folder.ts";
export { getTestInvocation } from "./get-test-invocation.ts";
export { getTestSummaries } from "./get-test-summaries.ts";
export { listTestInvocations } from "./list-test-invocations.ts";
export { listTests } from "./list-tests.ts";
export { resubmitTestInvocation } from "./resubmit-test-invocation.ts";
export { runAgentTests } from "./run-agent-tests.ts";
export { simulateConversation } from "./simulate-conversation.ts";
export { simulateConversationStream } from "./simulate-conversation-stream.ts";
export type {
  SimulatedConversationResponse,
  SimulationSpecification,
} from "./simulation-schemas.ts";
export {
  type TestInvocationResponse,
  type TestRunResponse,
  testRunStatuses,
} from "./test-invocation-schemas.ts";
export { updateTest } from "./update-test.ts";
export { updateTestFolder } from "./update-test-folder.ts";
