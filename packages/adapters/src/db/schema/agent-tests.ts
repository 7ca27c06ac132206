import type {
  AgentTestBody,
  TestedAgentConfig,
  TestRunState,
  TestTranscriptEntry,
  TestVerdict,
} from "@chorus/domain";
import { boolean, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { workspaces } from "./workspaces.ts";

/**
 * The workspace's agent tests and their folders (issue 19 §5), one tree: a test's definition in its
 * wire shape (`body`, null for a folder). Folders' contents go with them only when forced (the domain
 * deletes them), so the parent is a plain column.
 */
export const agentTests = pgTable(
  "agent_tests",
  {
    id: text("id").primaryKey(),
    workspaceId: text("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    createdByUserId: text("created_by_user_id").notNull(),
    kind: text("kind").$type<"llm" | "tool" | "simulation" | "folder">().notNull(),
    name: text("name").notNull(),
    parentFolderId: text("parent_folder_id"),
    body: jsonb("body").$type<AgentTestBody>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("agent_tests_workspace_parent_idx").on(t.workspaceId, t.parentFolderId)],
);

/** One `run-tests` call: the agent, its version then, the override tested (never saved to the agent). */
export const agentTestInvocations = pgTable(
  "agent_test_invocations",
  {
    id: text("id").primaryKey(),
    workspaceId: text("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    agentId: text("agent_id").notNull(),
    agentVersionId: text("agent_version_id").notNull(),
    branchId: text("branch_id"),
    createdByUserId: text("created_by_user_id").notNull(),
    repeatCount: integer("repeat_count").notNull(),
    cancelled: boolean("cancelled").notNull(),
    configOverride: jsonb("config_override").$type<TestedAgentConfig>(),
    title: text("title").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("agent_test_invocations_workspace_idx").on(t.workspaceId, t.createdAt, t.id)],
);

/** One run of one test: a copy of the test, its state, what the agent said, the verdict and why. */
export const agentTestRuns = pgTable(
  "agent_test_runs",
  {
    id: text("id").primaryKey(),
    workspaceId: text("workspace_id").notNull(),
    invocationId: text("invocation_id")
      .notNull()
      .references(() => agentTestInvocations.id, { onDelete: "cascade" }),
    testId: text("test_id").notNull(),
    testName: text("test_name").notNull(),
    test: jsonb("test").$type<AgentTestBody>().notNull(),
    rootFolderId: text("root_folder_id"),
    rootFolderName: text("root_folder_name"),
    position: integer("position").notNull(),
    state: text("state").$type<TestRunState>().notNull(),
    transcript: jsonb("transcript").$type<TestTranscriptEntry[]>().notNull(),
    verdict: jsonb("verdict").$type<TestVerdict>(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    index("agent_test_runs_invocation_idx").on(t.invocationId, t.position),
    index("agent_test_runs_test_idx").on(t.workspaceId, t.testId),
  ],
);
