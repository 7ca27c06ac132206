import { requirePermission } from "../auth/require-permission.ts";
import type { AuthenticatedContext } from "../context.ts";
import { findTool } from "./tool-access.ts";
import { type ToolView, viewTool } from "./tool-view.ts";

/** `GET /v1/convai/tools/{tool_id}`. */
export async function getTool(ctx: AuthenticatedContext, toolId: string): Promise<ToolView> {
  requirePermission(ctx, "convai_read");
  return viewTool(ctx, await findTool(ctx, toolId));
}
