import { isWorkspaceAdmin } from "@chorus/contract";
import { describeWorkspaceAccess } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";

export const isWorkspaceAdminRoute = bindOperation(isWorkspaceAdmin, async ({ ctx }) => ({
  is_admin: describeWorkspaceAccess(ctx).isAdmin,
}));
