import { z } from "zod";
import { defineOperation } from "../../operation.ts";
import { WorkspaceInviteSchema } from "./invite-schemas.ts";

export const listWorkspaceInvites = defineOperation({
  operationId: "chorus.workspace.invites.list",
  method: "GET",
  path: "/v1/workspace/invites",
  summary: "List the workspace's pending invites (admins)",
  tag: "Workspace",
  auth: { kind: "any", permission: "workspace_read" },
  responses: { 200: z.object({ invites: z.array(WorkspaceInviteSchema) }) },
  errors: ["forbidden"],
});
