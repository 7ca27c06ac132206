import { messages } from "@chorus/contract";
import { requireAdmin, requirePermission } from "../auth/require-permission.ts";
import type { AuthenticatedContext } from "../context.ts";
import { DomainError } from "../shared/domain-error.ts";
import { findMemberByEmail } from "./find-workspace.ts";

/**
 * Removes a member (admins). The owner stays until ownership is transferred (spec 001 §6). The
 * member's API keys in this workspace are deleted with them: keys act as their creator, and a
 * key must not outlive its creator's access.
 */
export async function removeMember(ctx: AuthenticatedContext, email: string): Promise<void> {
  requirePermission(ctx, "workspace_write");
  requireAdmin(ctx);
  const { store } = ctx.ports;
  const { user, member } = await findMemberByEmail(store, ctx.workspaceId, email);
  if (member.role === "owner") {
    throw new DomainError("owner_cannot_be_removed", messages.ownerCannotBeRemoved);
  }
  await store.transaction(async (tx) => {
    const keys = await tx.apiKeys.listForWorkspace(ctx.workspaceId);
    for (const key of keys.filter((k) => k.userId === user.id)) await tx.apiKeys.remove(key.id);
    await tx.members.remove(ctx.workspaceId, user.id);
  });
}
