import { z } from "zod";
import { defineOperation } from "../../operation.ts";

export const isWorkspaceAdmin = defineOperation({
  operationId: "chorus.workspace.isAdmin",
  method: "GET",
  path: "/v1/workspace/is-admin",
  summary: "Whether the caller is an owner or admin of the workspace",
  tag: "Workspace",
  auth: { kind: "any", permission: "workspace_read" },
  responses: { 200: z.object({ is_admin: z.boolean() }) },
});
