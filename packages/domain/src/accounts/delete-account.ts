import { messages } from "@chorus/contract";
import { requireRecentSignIn } from "../auth/recent-sign-in.ts";
import type { AuthenticatedContext } from "../context.ts";
import { DomainError } from "../shared/domain-error.ts";
import { normalizeEmail } from "./email-address.ts";

/**
 * Deletes the caller's account once they typed its email (spec 001 §5) after a recent sign-in:
 * the person is marked deleted (the address becomes free for a new sign-up), every session
 * ends and their API keys, in every workspace, are removed.
 */
export async function deleteAccount(
  ctx: AuthenticatedContext,
  input: { emailConfirmation: string },
): Promise<void> {
  await requireRecentSignIn(ctx);
  const { store, clock } = ctx.ports;
  const user = await store.users.findById(ctx.userId);
  if (!user) throw new DomainError("user_not_found", messages.userNotFound);
  if (normalizeEmail(input.emailConfirmation) !== user.email) {
    throw DomainError.invalidField(["body", "email_confirmation"], messages.deletionEmailMismatch);
  }
  await store.transaction(async (tx) => {
    const now = clock.now();
    await tx.users.update(user.id, { status: "deleted", deletedAt: now });
    await tx.sessions.revokeAllForUser(user.id, "account_deleted", now);
    for (const { workspace } of await tx.workspaces.listForUser(user.id)) {
      for (const key of await tx.apiKeys.listForWorkspace(workspace.id)) {
        if (key.userId === user.id) await tx.apiKeys.remove(key.id);
      }
    }
  });
}
