import type { RouteBinding } from "../../../http/bind-operation.ts";
import { acceptWorkspaceInviteRoute } from "./accept-invite.ts";
import { canAccessWorkspaceSettingsRoute } from "./can-access-workspace-settings.ts";
import { createWorkspaceInviteRoute } from "./create-invite.ts";
import { createWorkspaceInvitesRoute } from "./create-invites-batch.ts";
import { declineWorkspaceInviteRoute } from "./decline-invite.ts";
import { deleteWorkspaceInviteRoute } from "./delete-invite.ts";
import { getWorkspaceRoute } from "./get-workspace.ts";
import { isWorkspaceAdminRoute } from "./is-workspace-admin.ts";
import { listWorkspaceMembersRoute } from "./list-members.ts";
import { listUserInvitesRoute } from "./list-user-invites.ts";
import { listWorkspaceInvitesRoute } from "./list-workspace-invites.ts";
import { listWorkspacesRoute } from "./list-workspaces.ts";
import { removeWorkspaceMemberRoute } from "./remove-member.ts";
import { switchWorkspaceRoute } from "./switch-workspace.ts";
import { transferWorkspaceOwnershipRoute } from "./transfer-ownership.ts";
import { updateWorkspaceMemberRoute } from "./update-member.ts";
import { updateWorkspaceRoute } from "./update-workspace.ts";

export const workspaceRoutes: RouteBinding[] = [
  acceptWorkspaceInviteRoute,
  canAccessWorkspaceSettingsRoute,
  createWorkspaceInviteRoute,
  createWorkspaceInvitesRoute,
  declineWorkspaceInviteRoute,
  deleteWorkspaceInviteRoute,
  getWorkspaceRoute,
  isWorkspaceAdminRoute,
  listUserInvitesRoute,
  listWorkspaceInvitesRoute,
  listWorkspaceMembersRoute,
  listWorkspacesRoute,
  removeWorkspaceMemberRoute,
  switchWorkspaceRoute,
  transferWorkspaceOwnershipRoute,
  updateWorkspaceMemberRoute,
  updateWorkspaceRoute,
];
