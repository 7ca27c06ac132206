import type { ToolConfig, ToolResponseMock } from "@chorus/contract";
import { assertMayEditAgents } from "../agents/agent-access.ts";
import { requirePermission } from "../auth/require-permission.ts";
import type { AuthenticatedContext } from "../context.ts";
import { withSecretsHeld } from "../secrets/hold-secrets.ts";
import { newId } from "../shared/ids.ts";
import { assertToolAuthConnectionHeld, checkToolConfig } from "./check-tool-config.ts";
import type { AgentToolRecord } from "./tool-records.ts";
import { secretIdsOfToolConfig } from "./tool-secret-references.ts";
import { type ToolView, viewTool } from "./tool-view.ts";

export interface ToolInput {
  toolConfig: ToolConfig;
  responseMocks?: ToolResponseMock[] | null;
}

export const newToolId = () => `tool_${newId(24)}`;

/** `POST /v1/convai/tools`: a tool of the workspace, made by the caller (viewers cannot). */
export async function createTool(ctx: AuthenticatedContext, input: ToolInput): Promise<ToolView> {
  requirePermission(ctx, "convai_write");
  assertMayEditAgents(ctx);
  const now = ctx.ports.clock.now();
  const tool: AgentToolRecord = {
    id: newToolId(),
    workspaceId: ctx.workspaceId,
    createdByUserId: ctx.userId,
    toolConfig: checkToolConfig(ctx, input.toolConfig),
    responseMocks: input.responseMocks ?? [],
    createdAt: now,
    updatedAt: now,
  };
  // The secrets its headers name and its auth connection must be the workspace's, and stay until the tool is stored.
  await withSecretsHeld(ctx, secretIdsOfToolConfig(tool.toolConfig), async (store) => {
    await assertToolAuthConnectionHeld(ctx, store, tool.toolConfig);
    return store.tools.insert(tool);
  });
  return viewTool(ctx, tool);
}
