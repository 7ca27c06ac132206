import { seatTypeForRole, type WorkspaceMember } from "@chorus/contract";
import type { MemberListing } from "@chorus/domain";

const unix = (date: Date) => Math.floor(date.getTime() / 1000);

/** `WorkspaceMemberResponseModel` plus the role, MFA status and join date the members page shows. */
export function presentMember({ member, user, isMfaEnabled }: MemberListing): WorkspaceMember {
  return {
    user_id: user.id,
    email: user.email,
    first_name: user.firstName,
    seat_type: seatTypeForRole(member.role),
    is_owner: member.role === "owner",
    is_locked: member.isLocked,
    role: member.role,
    is_mfa_enabled: isMfaEnabled,
    joined_at_unix: unix(member.createdAt),
  };
}
