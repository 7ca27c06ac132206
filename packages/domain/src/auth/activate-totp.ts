import { messages } from "@chorus/contract";
import type { AuthenticatedContext } from "../context.ts";
import { DomainError } from "../shared/domain-error.ts";
import { replaceBackupCodes } from "./backup-codes.ts";
import { requireSessionActor } from "./require-permission.ts";

/** Turns the enrolled authenticator app on once it produced a valid code; returns ten new backup codes. */
export async function activateTotp(ctx: AuthenticatedContext, input: { code: string }): Promise<string[]> {
  requireSessionActor(ctx);
  const { store, totp, clock } = ctx.ports;
  const user = await store.users.findById(ctx.userId);
  if (!user) throw new DomainError("user_not_found", messages.userNotFound);
  if (user.totpEnabledAt) throw new DomainError("invalid_request", messages.mfaAlreadyEnabled);
  if (!user.totpSecret) throw new DomainError("invalid_request", messages.mfaNotEnabled);
  if (!totp.verify(user.totpSecret, input.code.trim(), clock.now())) {
    throw new DomainError("invalid_mfa_code", messages.codeIncorrect);
  }
  return store.transaction(async (tx) => {
    await tx.users.update(user.id, { totpEnabledAt: clock.now() });
    return replaceBackupCodes(tx, user.id);
  });
}
