import type {
  SimulatedConversationResponse,
  TestInvocationResponse,
  TestResponse,
  TestRunResponse,
  TestSummary,
  TranscriptEntry,
} from "@chorus/contract";
import type {
  AgentTestRecord,
  AgentTestView,
  SimulationAnalysis,
  SimulationEvent,
  TestInvocationSummary,
  TestInvocationView,
  TestRunRecord,
  TestTranscriptEntry,
} from "@chorus/domain";
import { presentAnalysis } from "./conversation-analysis-presenter.ts";

const unixSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** `TestsGetResponse`: the test's definition as stored, with its id and name. */
export function presentTest(test: AgentTestRecord): TestResponse {
  if (!test.body) throw new Error(`agent test entry ${test.id} is a folder, not a test`);
  return { ...test.body, id: test.id, name: test.name };
}

/** `UnitTestSummaryResponseModel`: a test or a folder in a listing. */
export function presentTestSummary(view: AgentTestView): TestSummary {
  const { entry } = view;
  return {
    id: entry.id,
    name: entry.name,
    created_at_unix_secs: unixSeconds(entry.createdAt),
    last_updated_at_unix_secs: unixSeconds(entry.updatedAt),
    type: entry.kind,
    entity_type: entry.kind === "folder" ? "folder" : "test",
    folder_parent_id: entry.parentFolderId,
    folder_path: view.folderPath,
    children_count: view.childrenCount,
  };
}

/** `GetAgentTestFolderResponseModel`. */
export function presentTestFolder(view: AgentTestView) {
  return {
    id: view.entry.id,
    name: view.entry.name,
    folder_path: view.folderPath,
    children_count: view.childrenCount ?? 0,
  };
}

/** A run's line as a conversation transcript line (`ConversationHistoryTranscriptCommonModel`). */
export function presentTranscriptEntry(entry: TestTranscriptEntry): TranscriptEntry {
  return {
    role: entry.role,
    message: entry.message,
    time_in_call_secs: 0,
    interrupted: false,
    ignored_as_backchannel: false,
    source_medium: "text",
    tool_calls: entry.toolCalls.map((call) => ({
      type: call.type,
      request_id: call.requestId,
      tool_name: call.toolName,
      params_as_json: call.paramsAsJson,
      // Tests never run tools: the call is judged, not executed.
      tool_has_been_called: false,
    })),
    tool_results: entry.toolResults.map((result) => ({
      type: result.type,
      request_id: result.requestId,
      tool_name: result.toolName,
      result_value: result.resultValue,
      is_error: result.isError,
      tool_has_been_called: false,
    })),
    producing_llm: entry.producingLlm,
  };
}

const testTypeOf = { llm: "llm", tool: "tool_call", simulation: "simulation" } as const;

function presentRun(view: TestInvocationView, run: TestRunRecord): TestRunResponse {
  const { invocation } = view;
  return {
    test_run_id: run.id,
    test_info: { ...run.test, id: run.testId, name: run.testName },
    test_invocation_id: invocation.id,
    agent_id: invocation.agentId,
    branch_id: invocation.branchId,
    version_id: invocation.agentVersionId,
    ran_against_draft: invocation.configOverride !== null,
    // The SDK's TestRunStatus has no "running": a run being judged is still pending to its readers.
    status: run.state === "running" ? "pending" : run.state,
    agent_responses: run.transcript.map(presentTranscriptEntry),
    test_id: run.testId,
    test_name: run.testName,
    condition_result: run.verdict
      ? {
          result: run.verdict.result,
          rationale: { summary: run.verdict.summary, messages: run.verdict.messages },
        }
      : null,
    last_updated_at_unix: unixSeconds(run.updatedAt),
    metadata: {
      workspace_id: invocation.workspaceId,
      test_name: run.testName,
      ran_by_user_email: view.ranByEmail,
      test_type: testTypeOf[run.test.type],
    },
    root_folder_id: run.rootFolderId,
    root_folder_name: run.rootFolderName,
  };
}

/** `GetTestSuiteInvocationResponseModel`. */
export function presentTestInvocation(view: TestInvocationView): TestInvocationResponse {
  const { invocation } = view;
  return {
    id: invocation.id,
    agent_id: invocation.agentId,
    branch_id: invocation.branchId,
    version_id: invocation.agentVersionId,
    ran_against_draft: invocation.configOverride !== null,
    created_at: unixSeconds(invocation.createdAt),
    folder_id: null,
    repeat_count: invocation.repeatCount,
    cancelled: invocation.cancelled,
    test_runs: view.runs.map((run) => presentRun(view, run)),
  };
}

/** `TestInvocationSummaryResponseModel`. */
export function presentTestInvocationSummary({ invocation, counts }: TestInvocationSummary) {
  return {
    id: invocation.id,
    agent_id: invocation.agentId,
    branch_id: invocation.branchId,
    version_id: invocation.agentVersionId,
    ran_against_draft: invocation.configOverride !== null,
    created_at_unix_secs: unixSeconds(invocation.createdAt),
    test_run_count: counts.total,
    passed_count: counts.passed,
    failed_count: counts.failed,
    pending_count: counts.pending,
    cancelled_count: counts.cancelled,
    title: invocation.title,
    repeat_count: invocation.repeatCount,
    cancelled: invocation.cancelled,
  };
}

/** `AgentSimulatedChatTestResponseModel`. */
/** One line of a simulation stream: the new messages as an array, or the final analysis object. */
export function presentSimulationEvent(event: SimulationEvent): unknown {
  return event.kind === "lines" ? event.lines.map(presentTranscriptEntry) : presentAnalysis(event.analysis);
}

export function presentSimulation(result: {
  transcript: TestTranscriptEntry[];
  analysis: SimulationAnalysis;
}): SimulatedConversationResponse {
  return {
    simulated_conversation: result.transcript.map(presentTranscriptEntry),
    analysis: presentAnalysis(result.analysis),
  };
}
