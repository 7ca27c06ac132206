import { acceptWorkspaceInvite } from "@chorus/contract";
import { joinWorkspaceByInvite } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";
import { presentWorkspaceSwitched } from "../../../presenters/workspace-presenter.ts";

export const acceptWorkspaceInviteRoute = bindOperation(acceptWorkspaceInvite, async ({ ctx, params }) => {
  const { workspaceId } = await joinWorkspaceByInvite(ctx, params.invite_id);
  return presentWorkspaceSwitched(workspaceId);
});
