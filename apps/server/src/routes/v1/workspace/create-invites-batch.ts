import { createWorkspaceInvites, roleForSeatType } from "@chorus/contract";
import { invitePeople } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";
import { statusOk } from "../../../presenters/workspace-presenter.ts";

export const createWorkspaceInvitesRoute = bindOperation(createWorkspaceInvites, async ({ ctx, body }) => {
  await invitePeople(ctx, {
    emails: body.emails,
    role: roleForSeatType(body.seat_type),
    field: ["body", "emails"],
  });
  return statusOk;
});
