import { messages } from "@chorus/contract";
import { assertMayEditAgents } from "../agents/agent-access.ts";
import { requirePermission } from "../auth/require-permission.ts";
import type { AuthenticatedContext } from "../context.ts";
import { DomainError } from "../shared/domain-error.ts";
import { findTestFolder } from "./agent-test-access.ts";
import { testDescendants } from "./test-folder-tree.ts";

/**
 * `DELETE /v1/convai/agent-testing/folders/{id}`: refused while it holds anything, unless forced,
 * which deletes what it holds at any depth too (runs keep their copies of the tests).
 */
export async function deleteTestFolder(
  ctx: AuthenticatedContext,
  folderId: string,
  force: boolean,
): Promise<void> {
  requirePermission(ctx, "convai_write");
  assertMayEditAgents(ctx);
  const folder = await findTestFolder(ctx, folderId);
  const inside = await testDescendants(ctx, [folder]);
  if (inside.length > 0 && !force)
    throw new DomainError("agent_test_folder_not_empty", messages.agentTestFolderNotEmpty(inside.length));
  await ctx.ports.store.agentTests.delete(ctx.workspaceId, [folder.id, ...inside.map((entry) => entry.id)]);
}
