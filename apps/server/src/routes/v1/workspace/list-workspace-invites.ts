import { listWorkspaceInvites } from "@chorus/contract";
import { listPendingInvites } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";
import { presentWorkspaceInvite } from "../../../presenters/invite-presenter.ts";

export const listWorkspaceInvitesRoute = bindOperation(listWorkspaceInvites, async ({ ctx }) => ({
  invites: (await listPendingInvites(ctx)).map(presentWorkspaceInvite),
}));
