import { requirePermission } from "../auth/require-permission.ts";
import type { AuthenticatedContext } from "../context.ts";
import type { MemberRecord, UserRecord } from "../records.ts";

export interface MemberListing {
  member: MemberRecord;
  user: UserRecord;
  isMfaEnabled: boolean;
}

/** Everyone in the caller's workspace with their role, lock and two-factor status. */
export async function listMembers(ctx: AuthenticatedContext): Promise<MemberListing[]> {
  requirePermission(ctx, "workspace_read");
  const rows = await ctx.ports.store.members.list(ctx.workspaceId);
  return rows.map(({ member, user }) => ({
    member,
    user,
    isMfaEnabled: !!user.totpEnabledAt || !!user.smsEnabledAt,
  }));
}
