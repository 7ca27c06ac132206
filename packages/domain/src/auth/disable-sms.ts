import { messages } from "@chorus/contract";
import type { AuthenticatedContext } from "../context.ts";
import { DomainError } from "../shared/domain-error.ts";
import { requireRecentSignIn } from "./recent-sign-in.ts";

/** Removes the SMS factor (needs a recent sign-in). With no factor left, the backup codes go too. */
export async function disableSms(ctx: AuthenticatedContext): Promise<void> {
  await requireRecentSignIn(ctx, messages.recentLoginRequired);
  const { store } = ctx.ports;
  const user = await store.users.findById(ctx.userId);
  if (!user) throw new DomainError("user_not_found", messages.userNotFound);
  if (!user.smsEnabledAt) throw new DomainError("invalid_request", messages.mfaNotEnabled);
  await store.transaction(async (tx) => {
    await tx.users.update(user.id, { smsPhone: null, smsEnabledAt: null });
    if (!user.totpEnabledAt) await tx.backupCodes.removeAll(user.id);
  });
}
