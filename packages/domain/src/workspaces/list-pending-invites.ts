import type { AssignableRole } from "@chorus/contract";
import { requireAdmin, requirePermission } from "../auth/require-permission.ts";
import type { AuthenticatedContext } from "../context.ts";
import type { Repositories } from "../ports/repositories.ts";
import type { InviteRecord } from "../records.ts";

export interface InviteListing {
  invite: InviteRecord;
  role: AssignableRole;
  invitedByEmail: string | null;
}

/** Adds the inviter's email to each invite, looking each inviter up once. */
export async function withInviters(repos: Repositories, invites: InviteRecord[]): Promise<InviteListing[]> {
  const emails = new Map<string, string | null>();
  for (const id of new Set(invites.map((i) => i.invitedByUserId))) {
    emails.set(id, (await repos.users.findById(id))?.email ?? null);
  }
  return invites.map((invite) => ({
    invite,
    role: invite.role as AssignableRole,
    invitedByEmail: emails.get(invite.invitedByUserId) ?? null,
  }));
}

/** The workspace's pending invites (admins): each holds a seat until answered or withdrawn. */
export async function listPendingInvites(ctx: AuthenticatedContext): Promise<InviteListing[]> {
  requirePermission(ctx, "workspace_read");
  requireAdmin(ctx);
  const { store } = ctx.ports;
  return withInviters(store, await store.invites.listPendingForWorkspace(ctx.workspaceId));
}
