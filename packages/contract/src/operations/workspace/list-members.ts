import { z } from "zod";
import { defineOperation } from "../../operation.ts";
import { WorkspaceMemberSchema } from "./member-schemas.ts";

export const listWorkspaceMembers = defineOperation({
  operationId: "workspace.members.list",
  method: "GET",
  path: "/v1/workspace/members",
  summary: "List the members of the workspace",
  tag: "Workspace",
  auth: { kind: "any", permission: "workspace_read" },
  responses: { 200: z.array(WorkspaceMemberSchema) },
});
