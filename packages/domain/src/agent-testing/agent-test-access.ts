import { messages } from "@chorus/contract";
import type { AuthenticatedContext } from "../context.ts";
import { DomainError } from "../shared/domain-error.ts";
import { newId } from "../shared/ids.ts";
import type { AgentTestRecord } from "./agent-test-records.ts";

export const newAgentTestId = () => `test_${newId(24)}`;
export const newTestFolderId = () => `tfld_${newId(24)}`;

/** The workspace's test (not a folder), or "agent_test_not_found" (also for another workspace's). */
export async function findTest(ctx: AuthenticatedContext, testId: string): Promise<AgentTestRecord> {
  const entry = await ctx.ports.store.agentTests.find(ctx.workspaceId, testId);
  if (!entry || entry.kind === "folder")
    throw new DomainError("agent_test_not_found", messages.agentTestNotFound(testId));
  return entry;
}

/** The workspace's test folder, or "agent_test_folder_not_found". */
export async function findTestFolder(ctx: AuthenticatedContext, folderId: string): Promise<AgentTestRecord> {
  const entry = await ctx.ports.store.agentTests.find(ctx.workspaceId, folderId);
  if (entry?.kind !== "folder")
    throw new DomainError("agent_test_folder_not_found", messages.agentTestFolderNotFound(folderId));
  return entry;
}
