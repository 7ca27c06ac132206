import { z } from "zod";
import { workspaceRoles } from "../../catalogues/workspace-roles.ts";
import { defineOperation } from "../../operation.ts";

export const WorkspaceMembershipSchema = z.object({
  workspace_id: z.string(),
  name: z.string(),
  role: z.enum(workspaceRoles),
  /** The workspace the caller's session is in now. */
  is_current: z.boolean(),
});

export const listWorkspaces = defineOperation({
  operationId: "chorus.workspaces.list",
  method: "GET",
  path: "/v1/workspaces",
  summary: "List the workspaces the signed-in person belongs to (locked memberships are left out)",
  tag: "Workspace",
  auth: { kind: "session" },
  responses: { 200: z.object({ workspaces: z.array(WorkspaceMembershipSchema) }) },
});
