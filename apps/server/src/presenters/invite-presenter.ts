import type { InviteListing, ReceivedInvite } from "@chorus/domain";

const unix = (date: Date) => Math.floor(date.getTime() / 1000);

/** A pending invite on the workspace's members page. */
export function presentWorkspaceInvite({ invite, role, invitedByEmail }: InviteListing) {
  return {
    invite_id: invite.id,
    email: invite.email,
    role,
    created_at_unix: unix(invite.createdAt),
    invited_by_email: invitedByEmail,
  };
}

/** An invite as the person it is addressed to sees it. */
export function presentReceivedInvite(received: ReceivedInvite) {
  return {
    invite_id: received.invite.id,
    workspace_id: received.invite.workspaceId,
    workspace_name: received.workspaceName,
    role: received.role,
    created_at_unix: unix(received.invite.createdAt),
    invited_by_email: received.invitedByEmail,
  };
}
