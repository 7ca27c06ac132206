import { declineWorkspaceInvite } from "@chorus/contract";
import { refuseWorkspaceInvite } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";
import { statusOk } from "../../../presenters/workspace-presenter.ts";

export const declineWorkspaceInviteRoute = bindOperation(declineWorkspaceInvite, async ({ ctx, params }) => {
  await refuseWorkspaceInvite(ctx, params.invite_id);
  return statusOk;
});
