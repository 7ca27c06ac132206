import { messages } from "@chorus/contract";
import type { AuthenticatedContext } from "../context.ts";
import { DomainError } from "../shared/domain-error.ts";
import { requireRecentSignIn } from "./recent-sign-in.ts";

/** Removes the authenticator app (needs a recent sign-in). With no factor left, the backup codes go too. */
export async function disableTotp(ctx: AuthenticatedContext): Promise<void> {
  await requireRecentSignIn(ctx, messages.recentLoginRequired);
  const { store } = ctx.ports;
  const user = await store.users.findById(ctx.userId);
  if (!user) throw new DomainError("user_not_found", messages.userNotFound);
  if (!user.totpEnabledAt) throw new DomainError("invalid_request", messages.mfaNotEnabled);
  await store.transaction(async (tx) => {
    await tx.users.update(user.id, { totpSecret: null, totpEnabledAt: null });
    if (!user.smsEnabledAt) await tx.backupCodes.removeAll(user.id);
  });
}
