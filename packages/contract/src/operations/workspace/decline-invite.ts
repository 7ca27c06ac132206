import { defineOperation } from "../../operation.ts";
import { InviteIdParamsSchema } from "./invite-schemas.ts";
import { WorkspaceStatusOkSchema } from "./workspace-schemas.ts";

export const declineWorkspaceInvite = defineOperation({
  operationId: "chorus.workspace.invites.decline",
  method: "POST",
  path: "/v1/workspace/invites/{invite_id}/decline",
  summary: "Decline an invite addressed to the signed-in person",
  tag: "Workspace",
  auth: { kind: "session" },
  request: { params: InviteIdParamsSchema },
  responses: { 200: WorkspaceStatusOkSchema },
  errors: ["invite_not_found"],
});
