import { defineOperation } from "../../operation.ts";
import { InviteIdParamsSchema } from "./invite-schemas.ts";
import { WorkspaceSwitchedSchema } from "./workspace-schemas.ts";

export const acceptWorkspaceInvite = defineOperation({
  operationId: "chorus.workspace.invites.accept",
  method: "POST",
  path: "/v1/workspace/invites/{invite_id}/accept",
  summary: "Join the workspace an invite is for, with its role, and move the session there",
  tag: "Workspace",
  auth: { kind: "session" },
  request: { params: InviteIdParamsSchema },
  responses: { 200: WorkspaceSwitchedSchema },
  errors: ["invite_not_found", "seat_limit_reached", "email_not_verified"],
});
