import { z } from "zod";
import { inputLimits } from "../../bounds/input-limits.ts";
import { defineOperation } from "../../operation.ts";
import { WorkspaceStatusOkSchema } from "./workspace-schemas.ts";

export const deleteWorkspaceInvite = defineOperation({
  operationId: "workspace.invites.delete",
  method: "DELETE",
  path: "/v1/workspace/invites",
  summary: "Withdraw the pending invite sent to an email address (admins)",
  tag: "Workspace",
  auth: { kind: "any", permission: "workspace_write" },
  request: { body: z.object({ email: z.string().trim().min(1).max(inputLimits.emailCharacters) }) },
  responses: { 200: WorkspaceStatusOkSchema },
  errors: ["forbidden", "invite_not_found"],
});
