import type {
  AgentTestRecord,
  TestInvocationRecord,
  TestRunRecord,
  TestRunState,
  TestTranscriptEntry,
  TestVerdict,
} from "../agent-testing/agent-test-records.ts";

/** The workspace's agent tests and their folders (issue 19 §5), scoped to a workspace. */
export interface AgentTestRepository {
  insert(entry: AgentTestRecord): Promise<void>;
  find(workspaceId: string, id: string): Promise<AgentTestRecord | undefined>;
  findMany(workspaceId: string, ids: readonly string[]): Promise<AgentTestRecord[]>;
  /** Every entry of the workspace; the domain filters, sorts and pages (hundreds at most). */
  list(workspaceId: string): Promise<AgentTestRecord[]>;
  /** Entries directly in any of the folders. */
  listChildren(workspaceId: string, folderIds: readonly string[]): Promise<AgentTestRecord[]>;
  update(
    workspaceId: string,
    id: string,
    patch: Partial<Pick<AgentTestRecord, "kind" | "name" | "parentFolderId" | "body" | "updatedAt">>,
  ): Promise<AgentTestRecord | undefined>;
  /** Moves the entries into a folder (null: the top). */
  move(workspaceId: string, ids: readonly string[], parentFolderId: string | null, now: Date): Promise<void>;
  delete(workspaceId: string, ids: readonly string[]): Promise<void>;
}

/** Runs of agent tests: invocations and their runs. */
export interface TestInvocationRepository {
  insert(invocation: TestInvocationRecord, runs: readonly TestRunRecord[]): Promise<void>;
  find(workspaceId: string, id: string): Promise<TestInvocationRecord | undefined>;
  /** Newest first (then by id, descending), after `before`, matching the filters. */
  list(
    workspaceId: string,
    query: {
      agentId?: string;
      testId?: string;
      from?: Date;
      to?: Date;
      before?: { createdAt: Date; id: string };
      limit: number;
    },
  ): Promise<TestInvocationRecord[]>;
  /** Runs of the invocations, in their order. */
  runs(workspaceId: string, invocationIds: readonly string[]): Promise<TestRunRecord[]>;
  update(
    workspaceId: string,
    id: string,
    patch: Partial<Pick<TestInvocationRecord, "cancelled" | "configOverride">>,
  ): Promise<void>;
  /**
   * The next run of the invocation to judge, now `running`: a pending one, or one left `running`
   * since before `staleBefore` (its worker died). Undefined when none is left.
   */
  claimRun(
    workspaceId: string,
    invocationId: string,
    now: Date,
    staleBefore: Date,
  ): Promise<TestRunRecord | undefined>;
  /** Records a run's result, only while it is still `running` (a cancel in between wins). */
  finishRun(
    runId: string,
    result: {
      state: Extract<TestRunState, "passed" | "failed">;
      transcript: TestTranscriptEntry[];
      verdict: TestVerdict;
      now: Date;
    },
  ): Promise<boolean>;
  /** Pending and running runs of the invocation become `cancelled`. */
  cancelRuns(workspaceId: string, invocationId: string, now: Date): Promise<void>;
  /** The runs go back to `pending`, their results cleared. */
  resetRuns(workspaceId: string, invocationId: string, runIds: readonly string[], now: Date): Promise<void>;
}
