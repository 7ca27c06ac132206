import { requireSessionActor } from "../auth/require-permission.ts";
import type { AuthenticatedContext } from "../context.ts";
import { type InviteListing, withInviters } from "./list-pending-invites.ts";

export interface ReceivedInvite extends InviteListing {
  workspaceName: string;
}

/**
 * Pending invites addressed to the signed-in person. Only a verified address sees them: an
 * account made with someone else's email must not learn which workspaces invited that person.
 */
export async function listMyInvites(ctx: AuthenticatedContext): Promise<ReceivedInvite[]> {
  requireSessionActor(ctx);
  const { store } = ctx.ports;
  const user = await store.users.findById(ctx.userId);
  if (!user?.emailVerifiedAt) return [];
  const listings = await withInviters(store, await store.invites.listPendingForEmail(user.email));
  const received: ReceivedInvite[] = [];
  for (const listing of listings) {
    const workspace = await store.workspaces.findById(listing.invite.workspaceId);
    if (workspace) received.push({ ...listing, workspaceName: workspace.name });
  }
  return received;
}
