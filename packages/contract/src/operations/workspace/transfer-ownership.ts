import { defineOperation } from "../../operation.ts";
import { MemberEmailBodySchema } from "./member-schemas.ts";
import { WorkspaceStatusOkSchema } from "./workspace-schemas.ts";

export const transferWorkspaceOwnership = defineOperation({
  operationId: "chorus.workspace.transferOwnership",
  method: "POST",
  path: "/v1/workspace/transfer-ownership",
  summary: "Make another member the owner; the current owner becomes an admin (owner only)",
  description:
    "Signed-in owners only: handing over a workspace is never done with an API key, so a leaked key cannot give it away.",
  tag: "Workspace",
  auth: { kind: "session" },
  request: { body: MemberEmailBodySchema },
  responses: { 200: WorkspaceStatusOkSchema },
  errors: ["forbidden", "member_not_found"],
});
