import { messages } from "@chorus/contract";
import type { AuthenticatedContext } from "../context.ts";
import { DomainError } from "../shared/domain-error.ts";
import { replaceBackupCodes } from "./backup-codes.ts";
import { enrolledFactors } from "./mfa-challenge.ts";
import { requireRecentSignIn } from "./recent-sign-in.ts";

/** Replaces the backup codes with ten new ones; the old ones stop working (needs a recent sign-in). */
export async function regenerateBackupCodes(ctx: AuthenticatedContext): Promise<string[]> {
  await requireRecentSignIn(ctx);
  const { store } = ctx.ports;
  const user = await store.users.findById(ctx.userId);
  if (!user) throw new DomainError("user_not_found", messages.userNotFound);
  if (enrolledFactors(user).length === 0) throw new DomainError("invalid_request", messages.mfaNotEnabled);
  return store.transaction((tx) => replaceBackupCodes(tx, user.id));
}
