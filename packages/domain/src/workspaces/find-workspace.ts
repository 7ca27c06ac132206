import { messages } from "@chorus/contract";
import type { Repositories } from "../ports/repositories.ts";
import type { MemberRecord, UserRecord, WorkspaceRecord } from "../records.ts";
import { DomainError } from "../shared/domain-error.ts";

export async function findWorkspaceOrThrow(
  repos: Repositories,
  workspaceId: string,
): Promise<WorkspaceRecord> {
  const workspace = await repos.workspaces.findById(workspaceId);
  if (!workspace) throw new DomainError("workspace_not_found", messages.workspaceNotFound);
  return workspace;
}

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** A member of this workspace named by email (ElevenLabs' member calls identify people by email). */
export async function findMemberByEmail(
  repos: Repositories,
  workspaceId: string,
  email: string,
): Promise<{ user: UserRecord; member: MemberRecord }> {
  const user = await repos.users.findByEmail(normalizeEmail(email));
  const member = user ? await repos.members.find(workspaceId, user.id) : undefined;
  if (!user || !member) throw new DomainError("member_not_found", messages.memberNotFound);
  return { user, member };
}
