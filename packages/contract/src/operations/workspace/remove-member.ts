import { defineOperation } from "../../operation.ts";
import { MemberEmailBodySchema } from "./member-schemas.ts";
import { WorkspaceStatusOkSchema } from "./workspace-schemas.ts";

export const removeWorkspaceMember = defineOperation({
  operationId: "chorus.workspace.members.remove",
  method: "POST",
  path: "/v1/workspace/members/remove",
  summary: "Remove a member from the workspace and revoke their API keys in it (admins)",
  tag: "Workspace",
  auth: { kind: "any", permission: "workspace_write" },
  request: { body: MemberEmailBodySchema },
  responses: { 200: WorkspaceStatusOkSchema },
  errors: ["forbidden", "owner_cannot_be_removed", "member_not_found"],
});
