import type { TestRequest } from "@chorus/contract";
import { assertMayEditAgents } from "../agents/agent-access.ts";
import { requirePermission } from "../auth/require-permission.ts";
import type { AuthenticatedContext } from "../context.ts";
import { newAgentTestId } from "./agent-test-access.ts";
import type { AgentTestRecord } from "./agent-test-records.ts";
import { checkTest } from "./check-test.ts";
import { destinationFolder } from "./test-folder-tree.ts";

/** `POST /v1/convai/agent-testing/create`: a test of the workspace (viewers cannot add one). */
export async function createTest(ctx: AuthenticatedContext, request: TestRequest): Promise<AgentTestRecord> {
  requirePermission(ctx, "convai_write");
  assertMayEditAgents(ctx);
  const body = checkTest(request);
  const folder = await destinationFolder(ctx, request.parent_folder_id);
  const now = ctx.ports.clock.now();
  const test: AgentTestRecord = {
    id: newAgentTestId(),
    workspaceId: ctx.workspaceId,
    createdByUserId: ctx.userId,
    kind: body.type,
    name: request.name,
    parentFolderId: folder?.id ?? null,
    body,
    createdAt: now,
    updatedAt: now,
  };
  await ctx.ports.store.agentTests.insert(test);
  return test;
}
