import { type AssignableRole, messages } from "@chorus/contract";
import { requireAdmin, requirePermission } from "../auth/require-permission.ts";
import type { AuthenticatedContext } from "../context.ts";
import type { MemberRecord } from "../records.ts";
import { DomainError } from "../shared/domain-error.ts";
import { findMemberByEmail } from "./find-workspace.ts";

export interface MemberChange {
  email: string;
  isLocked?: boolean | null;
  role?: AssignableRole | null;
}

/**
 * Locks, unlocks or re-roles a member (admins). The owner is neither locked nor demoted:
 * ownership only moves by transfer. Admins cannot change their own role or lock themselves,
 * so a workspace is never left without the admin who made the change by accident.
 */
export async function changeMember(ctx: AuthenticatedContext, change: MemberChange): Promise<void> {
  requirePermission(ctx, "workspace_write");
  requireAdmin(ctx);
  const { store } = ctx.ports;
  const { user, member } = await findMemberByEmail(store, ctx.workspaceId, change.email);
  const patch: Partial<Pick<MemberRecord, "role" | "isLocked">> = {};
  if (change.role != null && change.role !== member.role) patch.role = change.role;
  if (change.isLocked != null && change.isLocked !== member.isLocked) patch.isLocked = change.isLocked;
  if (patch.role === undefined && patch.isLocked === undefined) return;
  if (member.role === "owner") throw new DomainError("forbidden", messages.ownerRoleFixed);
  if (user.id === ctx.userId) {
    if (patch.role !== undefined) throw new DomainError("forbidden", messages.cannotChangeOwnRole);
    if (patch.isLocked) throw new DomainError("forbidden", messages.cannotLockYourself);
  }
  await store.members.update(ctx.workspaceId, user.id, patch);
}
