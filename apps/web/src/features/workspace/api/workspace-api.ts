import {
  acceptWorkspaceInvite,
  createWorkspaceInvite,
  declineWorkspaceInvite,
  deleteWorkspaceInvite,
  getWorkspace,
  listUserInvites,
  listWorkspaceInvites,
  listWorkspaceMembers,
  listWorkspaces,
  removeWorkspaceMember,
  switchWorkspace,
  transferWorkspaceOwnership,
  updateWorkspace,
  updateWorkspaceMember,
} from "@chorus/contract";
import { callOperation, type OperationInput } from "../../../lib/api/call-operation.ts";

export const workspaceKeys = {
  workspace: ["workspace"] as const,
  workspaces: ["workspaces"] as const,
  members: ["workspace", "members"] as const,
  invites: ["workspace", "invites"] as const,
  myInvites: ["user", "invites"] as const,
};

export const fetchWorkspace = () => callOperation(getWorkspace);
export const fetchWorkspaces = () => callOperation(listWorkspaces);
export const fetchMembers = () => callOperation(listWorkspaceMembers);
export const fetchWorkspaceInvites = () => callOperation(listWorkspaceInvites);
export const fetchMyInvites = () => callOperation(listUserInvites);

export const saveWorkspace = (body: OperationInput<typeof updateWorkspace>["body"]) =>
  callOperation(updateWorkspace, { body });
export const changeMember = (body: OperationInput<typeof updateWorkspaceMember>["body"]) =>
  callOperation(updateWorkspaceMember, { body });
export const removeMember = (email: string) => callOperation(removeWorkspaceMember, { body: { email } });
export const transferOwnership = (email: string) =>
  callOperation(transferWorkspaceOwnership, { body: { email } });
export const inviteMember = (body: OperationInput<typeof createWorkspaceInvite>["body"]) =>
  callOperation(createWorkspaceInvite, { body });
export const withdrawInvite = (email: string) => callOperation(deleteWorkspaceInvite, { body: { email } });
export const acceptInvite = (inviteId: string) =>
  callOperation(acceptWorkspaceInvite, { params: { invite_id: inviteId } });
export const declineInvite = (inviteId: string) =>
  callOperation(declineWorkspaceInvite, { params: { invite_id: inviteId } });
export const moveToWorkspace = (workspaceId: string) =>
  callOperation(switchWorkspace, { body: { workspace_id: workspaceId } });
