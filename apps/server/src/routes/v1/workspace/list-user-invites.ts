import { listUserInvites } from "@chorus/contract";
import { listMyInvites } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";
import { presentReceivedInvite } from "../../../presenters/invite-presenter.ts";

export const listUserInvitesRoute = bindOperation(listUserInvites, async ({ ctx }) => ({
  invites: (await listMyInvites(ctx)).map(presentReceivedInvite),
}));
