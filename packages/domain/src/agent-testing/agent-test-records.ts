import type { ConversationConfig, PlatformSettings, TestRequest } from "@chorus/contract";

/** What a test is, in its wire shape minus what the record keeps as columns (per type of test). */
export type AgentTestBody = TestRequest extends infer T
  ? T extends TestRequest
    ? Omit<T, "name" | "parent_folder_id">
    : never
  : never;

/**
 * An entry of the workspace's agent tests (`/v1/convai/agent-testing`): a test (LLM, tool or
 * simulation, its definition kept in the wire shape) or a folder of them. Folders and tests share
 * one tree, as the SDK's listing does (`entity_type`).
 */
export interface AgentTestRecord {
  id: string;
  workspaceId: string;
  createdByUserId: string;
  kind: "llm" | "tool" | "simulation" | "folder";
  name: string;
  parentFolderId: string | null;
  /** Null for a folder. */
  body: AgentTestBody | null;
  createdAt: Date;
  updatedAt: Date;
}

/** A run's state. `running` is shown as `pending` on the wire (the SDK's TestRunStatus has no running). */
export type TestRunState = "pending" | "running" | "passed" | "failed" | "cancelled";

/** One line of what a run produced: the agent's reply, or a simulated conversation's turns. */
export interface TestTranscriptEntry {
  role: "user" | "agent";
  message: string;
  toolCalls: {
    requestId: string;
    toolName: string;
    paramsAsJson: string;
    type: "system" | "client" | "webhook";
  }[];
  toolResults: {
    requestId: string;
    toolName: string;
    resultValue: string;
    isError: boolean;
    type: "system" | "client" | "webhook";
  }[];
  /** What answered (the model's id), on agent lines. */
  producingLlm: string | null;
}

/** The verdict of a run and why (`condition_result`). */
export interface TestVerdict {
  result: "success" | "failure" | "unknown";
  summary: string;
  messages: string[];
}

/** One run of one test in an invocation (a test repeated n times has n runs). */
export interface TestRunRecord {
  id: string;
  workspaceId: string;
  invocationId: string;
  testId: string;
  /** The test as it was when the run was made (a test changed or deleted later does not change it). */
  testName: string;
  test: AgentTestBody;
  rootFolderId: string | null;
  rootFolderName: string | null;
  position: number;
  state: TestRunState;
  transcript: TestTranscriptEntry[];
  verdict: TestVerdict | null;
  updatedAt: Date;
}

/** The configuration an invocation tests: the agent's, with `agent_config_override` merged (never saved). */
export interface TestedAgentConfig {
  conversationConfig: ConversationConfig;
  platformSettings: PlatformSettings;
}

/** One `run-tests` call: its runs are judged by a background job (`agent_testing.run`). */
export interface TestInvocationRecord {
  id: string;
  workspaceId: string;
  agentId: string;
  /** The agent's version when the tests were started. */
  agentVersionId: string;
  branchId: string | null;
  createdByUserId: string;
  repeatCount: number;
  cancelled: boolean;
  /** Null: the agent's saved configuration as it is when each run is judged. */
  configOverride: TestedAgentConfig | null;
  title: string;
  createdAt: Date;
}
