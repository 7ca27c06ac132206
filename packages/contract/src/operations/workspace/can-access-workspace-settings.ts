import { z } from "zod";
import { defineOperation } from "../../operation.ts";

export const canAccessWorkspaceSettings = defineOperation({
  operationId: "chorus.workspace.canAccessSettings",
  method: "GET",
  path: "/v1/workspace/can-access-workspace-settings",
  summary: "Whether the caller may open the workspace settings (owners and admins)",
  tag: "Workspace",
  auth: { kind: "any", permission: "workspace_read" },
  responses: { 200: z.object({ can_access: z.boolean() }) },
});
