import { removeWorkspaceMember } from "@chorus/contract";
import { removeMember } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";
import { statusOk } from "../../../presenters/workspace-presenter.ts";

export const removeWorkspaceMemberRoute = bindOperation(removeWorkspaceMember, async ({ ctx, body }) => {
  await removeMember(ctx, body.email);
  return statusOk;
});
