import { messages } from "@chorus/contract";
import { requireSessionActor } from "../auth/require-permission.ts";
import type { AuthenticatedContext } from "../context.ts";
import { DomainError } from "../shared/domain-error.ts";
import { findMyPendingInvite } from "./find-my-invite.ts";

/** Declines an invite addressed to the caller; its seat is freed. */
export async function refuseWorkspaceInvite(ctx: AuthenticatedContext, inviteId: string): Promise<void> {
  requireSessionActor(ctx);
  const { store, clock } = ctx.ports;
  const user = await store.users.findById(ctx.userId);
  if (!user) throw new DomainError("user_not_found", messages.userNotFound);
  const invite = await findMyPendingInvite(store, inviteId, user);
  await store.invites.update(invite.id, { status: "declined", respondedAt: clock.now() });
}
