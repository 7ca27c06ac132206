import { deleteWorkspaceInvite } from "@chorus/contract";
import { revokeInvite } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";
import { statusOk } from "../../../presenters/workspace-presenter.ts";

export const deleteWorkspaceInviteRoute = bindOperation(deleteWorkspaceInvite, async ({ ctx, body }) => {
  await revokeInvite(ctx, body.email);
  return statusOk;
});
