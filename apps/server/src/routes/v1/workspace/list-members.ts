import { listWorkspaceMembers } from "@chorus/contract";
import { listMembers } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";
import { presentMember } from "../../../presenters/member-presenter.ts";

export const listWorkspaceMembersRoute = bindOperation(listWorkspaceMembers, async ({ ctx }) =>
  (await listMembers(ctx)).map(presentMember),
);
