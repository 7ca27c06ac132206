import { assertMayEditAgents } from "../agents/agent-access.ts";
import { requirePermission } from "../auth/require-permission.ts";
import type { AuthenticatedContext } from "../context.ts";
import { newTestFolderId } from "./agent-test-access.ts";
import type { AgentTestRecord } from "./agent-test-records.ts";
import { destinationFolder } from "./test-folder-tree.ts";

/** `POST /v1/convai/agent-testing/folders`. */
export async function createTestFolder(
  ctx: AuthenticatedContext,
  input: { name: string; parentFolderId?: string | null },
): Promise<AgentTestRecord> {
  requirePermission(ctx, "convai_write");
  assertMayEditAgents(ctx);
  const parent = await destinationFolder(ctx, input.parentFolderId);
  const now = ctx.ports.clock.now();
  const folder: AgentTestRecord = {
    id: newTestFolderId(),
    workspaceId: ctx.workspaceId,
    createdByUserId: ctx.userId,
    kind: "folder",
    name: input.name,
    parentFolderId: parent?.id ?? null,
    body: null,
    createdAt: now,
    updatedAt: now,
  };
  await ctx.ports.store.agentTests.insert(folder);
  return folder;
}
