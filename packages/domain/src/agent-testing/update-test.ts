import type { TestRequest } from "@chorus/contract";
import { assertMayEditAgents } from "../agents/agent-access.ts";
import { requirePermission } from "../auth/require-permission.ts";
import type { AuthenticatedContext } from "../context.ts";
import { findTest } from "./agent-test-access.ts";
import type { AgentTestRecord } from "./agent-test-records.ts";
import { checkTest } from "./check-test.ts";
import { destinationFolder } from "./test-folder-tree.ts";

/** `PUT /v1/convai/agent-testing/{id}`: the whole test replaced; `parent_folder_id` given moves it. */
export async function updateTest(
  ctx: AuthenticatedContext,
  testId: string,
  request: TestRequest,
): Promise<AgentTestRecord> {
  requirePermission(ctx, "convai_write");
  assertMayEditAgents(ctx);
  const current = await findTest(ctx, testId);
  const body = checkTest(request);
  const parentFolderId =
    request.parent_folder_id === undefined
      ? current.parentFolderId
      : ((await destinationFolder(ctx, request.parent_folder_id))?.id ?? null);
  const updated = await ctx.ports.store.agentTests.update(ctx.workspaceId, testId, {
    kind: body.type,
    name: request.name,
    parentFolderId,
    body,
    updatedAt: ctx.ports.clock.now(),
  });
  return updated ?? (await findTest(ctx, testId));
}
