import { messages } from "@chorus/contract";
import { requireSessionActor } from "../auth/require-permission.ts";
import type { AuthenticatedContext } from "../context.ts";
import { DomainError } from "../shared/domain-error.ts";
import { findMemberByEmail } from "./find-workspace.ts";

/**
 * Hands the workspace to another member (the owner, signed in, only). The new owner becomes
 * `owner`, the old one `admin`, and the workspace's owner id follows, all in one transaction,
 * so there is never a moment with two owners or none.
 */
export async function transferOwnership(ctx: AuthenticatedContext, email: string): Promise<void> {
  requireSessionActor(ctx);
  if (ctx.role !== "owner") throw new DomainError("forbidden", messages.ownerOnly);
  const { store } = ctx.ports;
  const { user, member } = await findMemberByEmail(store, ctx.workspaceId, email);
  if (user.id === ctx.userId) return;
  if (member.isLocked) throw new DomainError("forbidden", messages.transferTargetLocked);
  await store.transaction(async (tx) => {
    await tx.members.update(ctx.workspaceId, user.id, { role: "owner" });
    await tx.members.update(ctx.workspaceId, ctx.userId, { role: "admin" });
    await tx.workspaces.update(ctx.workspaceId, { ownerUserId: user.id });
  });
}
