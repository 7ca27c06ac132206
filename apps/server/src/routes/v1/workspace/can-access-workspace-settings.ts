import { canAccessWorkspaceSettings } from "@chorus/contract";
import { describeWorkspaceAccess } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";

export const canAccessWorkspaceSettingsRoute = bindOperation(canAccessWorkspaceSettings, async ({ ctx }) => ({
  can_access: describeWorkspaceAccess(ctx).canAccessSettings,
}));
