import { messages } from "@chorus/contract";
import type { Repositories } from "../ports/repositories.ts";
import type { InviteRecord, UserRecord } from "../records.ts";
import { DomainError } from "../shared/domain-error.ts";
import { normalizeEmail } from "./find-workspace.ts";

/**
 * A pending invite addressed to this person. Anything else (unknown, answered, or sent to
 * another address) is "not found", so invite ids cannot be used to probe other workspaces.
 */
export async function findMyPendingInvite(
  repos: Repositories,
  inviteId: string,
  user: UserRecord,
): Promise<InviteRecord> {
  const invite = await repos.invites.findById(inviteId);
  if (invite?.status !== "pending" || invite.email !== normalizeEmail(user.email)) {
    throw new DomainError("invite_not_found", messages.inviteNotFound);
  }
  return invite;
}
