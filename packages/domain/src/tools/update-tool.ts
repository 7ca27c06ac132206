import { messages } from "@chorus/contract";
import { requirePermission } from "../auth/require-permission.ts";
import type { AuthenticatedContext } from "../context.ts";
import { withSecretsHeld } from "../secrets/hold-secrets.ts";
import { DomainError } from "../shared/domain-error.ts";
import { assertToolAuthConnectionHeld, checkToolConfig } from "./check-tool-config.ts";
import type { ToolInput } from "./create-tool.ts";
import { assertMayManageTool, findTool } from "./tool-access.ts";
import { secretIdsOfToolConfig } from "./tool-secret-references.ts";
import { type ToolView, viewTool } from "./tool-view.ts";

/**
 * `PATCH /v1/convai/tools/{tool_id}`: the SDK sends the whole `tool_config` (a `ToolRequestModel`),
 * which replaces the stored one; `response_mocks` left out (or null) stay as they were.
 */
export async function updateTool(
  ctx: AuthenticatedContext,
  toolId: string,
  input: ToolInput,
): Promise<ToolView> {
  requirePermission(ctx, "convai_write");
  const tool = await findTool(ctx, toolId);
  assertMayManageTool(ctx, tool);
  const toolConfig = checkToolConfig(ctx, input.toolConfig);
  const updated = await withSecretsHeld(ctx, secretIdsOfToolConfig(toolConfig), async (store) => {
    await assertToolAuthConnectionHeld(ctx, store, toolConfig);
    return store.tools.update(ctx.workspaceId, toolId, {
      toolConfig,
      responseMocks: input.responseMocks ?? tool.responseMocks,
      updatedAt: ctx.ports.clock.now(),
    });
  });
  if (!updated) throw new DomainError("tool_not_found", messages.toolNotFound(toolId));
  return viewTool(ctx, updated);
}
