import { type AssignableRole, messages } from "@chorus/contract";
import { requireSessionActor } from "../auth/require-permission.ts";
import type { AuthenticatedContext } from "../context.ts";
import { DomainError } from "../shared/domain-error.ts";
import { findMyPendingInvite } from "./find-my-invite.ts";
import { assertSeatsAvailable, lockWorkspaceSeats } from "./seats.ts";

/**
 * Joins the invite's workspace with its role and moves the caller's session there. The address
 * must be verified (the invite went to it, so only its owner may use it), and the seat is
 * checked again: the plan may have shrunk since the invite was sent.
 */
export async function joinWorkspaceByInvite(
  ctx: AuthenticatedContext,
  inviteId: string,
): Promise<{ workspaceId: string }> {
  const actor = requireSessionActor(ctx);
  const { store, clock } = ctx.ports;
  const user = await store.users.findById(ctx.userId);
  if (!user) throw new DomainError("user_not_found", messages.userNotFound);
  await findMyPendingInvite(store, inviteId, user);
  if (!user.emailVerifiedAt) throw new DomainError("email_not_verified", messages.emailNotVerified);
  return store.transaction(async (tx) => {
    // Read again under the workspace lock: a concurrent accept or withdrawal wins cleanly.
    const invite = await findMyPendingInvite(tx, inviteId, user);
    const workspace = await lockWorkspaceSeats(tx, invite.workspaceId);
    const existing = await tx.members.find(workspace.id, user.id);
    if (existing?.isLocked) throw new DomainError("account_locked", messages.accountLocked);
    if (!existing) {
      assertSeatsAvailable(workspace, (await tx.members.count(workspace.id)) + 1, ctx.ports.settings.billing);
      await tx.members.insert({
        workspaceId: workspace.id,
        userId: user.id,
        role: invite.role as AssignableRole,
      });
    }
    await tx.invites.update(invite.id, { status: "accepted", respondedAt: clock.now() });
    await tx.sessions.update(actor.sessionId, { workspaceId: workspace.id });
    await tx.users.update(user.id, { lastWorkspaceId: workspace.id });
    return { workspaceId: workspace.id };
  });
}
