import { messages } from "@chorus/contract";
import { assertMayEditAgents } from "../agents/agent-access.ts";
import { requirePermission } from "../auth/require-permission.ts";
import type { AuthenticatedContext } from "../context.ts";
import { DomainError } from "../shared/domain-error.ts";
import { destinationFolder, testFolderPath } from "./test-folder-tree.ts";

/**
 * `POST /v1/convai/agent-testing/bulk-move`: tests and folders into a folder (or the top). Every id
 * must be the workspace's; a folder cannot go into itself or anything inside it.
 */
export async function moveTests(
  ctx: AuthenticatedContext,
  input: { entityIds: readonly string[]; moveTo?: string | null },
): Promise<void> {
  requirePermission(ctx, "convai_write");
  assertMayEditAgents(ctx);
  const ids = [...new Set(input.entityIds)];
  const entries = await ctx.ports.store.agentTests.findMany(ctx.workspaceId, ids);
  const missing = ids.find((id) => !entries.some((entry) => entry.id === id));
  if (missing) throw new DomainError("agent_test_not_found", messages.agentTestNotFound(missing));
  const target = await destinationFolder(ctx, input.moveTo);
  if (target) {
    const targetPath = [...(await testFolderPath(ctx, target)).map((folder) => folder.id), target.id];
    if (entries.some((entry) => entry.kind === "folder" && targetPath.includes(entry.id)))
      throw DomainError.invalidField(["body", "move_to"], messages.agentTestFolderIntoItself);
  }
  await ctx.ports.store.agentTests.move(ctx.workspaceId, ids, target?.id ?? null, ctx.ports.clock.now());
}
