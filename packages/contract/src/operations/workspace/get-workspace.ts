import { defineOperation } from "../../operation.ts";
import { WorkspaceSchema } from "./workspace-schemas.ts";

export const getWorkspace = defineOperation({
  operationId: "chorus.workspace.get",
  method: "GET",
  path: "/v1/workspace",
  summary: "Get the caller's workspace: settings, seats and the caller's role",
  tag: "Workspace",
  auth: { kind: "any", permission: "workspace_read" },
  responses: { 200: WorkspaceSchema },
  errors: ["workspace_not_found"],
});
