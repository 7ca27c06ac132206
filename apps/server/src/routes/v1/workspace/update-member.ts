import { updateWorkspaceMember } from "@chorus/contract";
import { changeMember } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";
import { statusOk } from "../../../presenters/workspace-presenter.ts";

export const updateWorkspaceMemberRoute = bindOperation(updateWorkspaceMember, async ({ ctx, body }) => {
  await changeMember(ctx, { email: body.email, isLocked: body.is_locked, role: body.workspace_role });
  return statusOk;
});
