import { messages } from "@chorus/contract";
import type { Repositories } from "../ports/repositories.ts";
import type { MemberRecord, UserRecord, WorkspaceRecord } from "../records.ts";
import { DomainError } from "../shared/domain-error.ts";

export interface Landing {
  workspace: WorkspaceRecord;
  member: MemberRecord;
}

/** The workspace a sign-in lands in: the last one used if still a member, else the person's own. */
export async function resolveLandingWorkspace(repos: Repositories, user: UserRecord): Promise<Landing> {
  if (user.lastWorkspaceId) {
    const [workspace, member] = await Promise.all([
      repos.workspaces.findById(user.lastWorkspaceId),
      repos.members.find(user.lastWorkspaceId, user.id),
    ]);
    if (workspace && member) return { workspace, member };
  }
  const memberships = await repos.workspaces.listForUser(user.id);
  const landing = memberships.find((m) => m.workspace.ownerUserId === user.id) ?? memberships[0];
  if (!landing) throw new DomainError("workspace_not_found", messages.workspaceNotFound);
  return landing;
}

/** A workspace may forbid email-and-password sign-in (SSO only), and an admin may lock a member out. */
export function assertPasswordSignInAllowed(landing: Landing): void {
  if (!landing.workspace.allowPasswordSignIn) {
    throw new DomainError("password_sign_in_disabled", messages.passwordSignInDisabled);
  }
  if (landing.member.isLocked) throw new DomainError("account_locked", messages.accountLocked);
}
