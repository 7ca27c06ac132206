import { messages } from "@chorus/contract";
import type { Repositories } from "../ports/repositories.ts";
import type { WorkspaceRecord } from "../records.ts";
import { DomainError } from "../shared/domain-error.ts";

/** The workspace, row-locked for the surrounding transaction; an unknown id is `workspace_not_found`. */
export async function lockWorkspaceForOperator(
  tx: Repositories,
  workspaceId: string,
): Promise<WorkspaceRecord> {
  const workspace = await tx.workspaces.lockById(workspaceId);
  if (!workspace) throw new DomainError("workspace_not_found", messages.workspaceNotFound);
  return workspace;
}
