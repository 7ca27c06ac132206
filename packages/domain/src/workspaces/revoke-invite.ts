import { messages } from "@chorus/contract";
import { requireAdmin, requirePermission } from "../auth/require-permission.ts";
import type { AuthenticatedContext } from "../context.ts";
import { DomainError } from "../shared/domain-error.ts";
import { normalizeEmail } from "./find-workspace.ts";

/** Withdraws the pending invite to an address (admins); its seat is free again at once. */
export async function revokeInvite(ctx: AuthenticatedContext, email: string): Promise<void> {
  requirePermission(ctx, "workspace_write");
  requireAdmin(ctx);
  const { store, clock } = ctx.ports;
  const invite = await store.invites.findPending(ctx.workspaceId, normalizeEmail(email));
  if (!invite) throw new DomainError("invite_not_found", messages.inviteNotFound);
  await store.invites.update(invite.id, { status: "revoked", respondedAt: clock.now() });
}
