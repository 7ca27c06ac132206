import { createWorkspaceInvite, roleForSeatType } from "@chorus/contract";
import { invitePeople } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";
import { statusOk } from "../../../presenters/workspace-presenter.ts";

export const createWorkspaceInviteRoute = bindOperation(createWorkspaceInvite, async ({ ctx, body }) => {
  await invitePeople(ctx, {
    emails: [body.email],
    role: body.workspace_permission ?? roleForSeatType(body.seat_type),
    field: ["body", "email"],
  });
  return statusOk;
});
