import { messages } from "@chorus/contract";
import type { AuthenticatedContext } from "../context.ts";
import { DomainError } from "../shared/domain-error.ts";
import { replaceBackupCodes } from "./backup-codes.ts";
import { checkNumericCode } from "./one-time-codes.ts";
import { requireSessionActor } from "./require-permission.ts";

/** Turns the SMS factor on with the texted enrolment code; returns ten new backup codes. */
export async function activateSms(ctx: AuthenticatedContext, input: { code: string }): Promise<string[]> {
  requireSessionActor(ctx);
  const { ports } = ctx;
  const { store, clock } = ports;
  const user = await store.users.findById(ctx.userId);
  if (!user) throw new DomainError("user_not_found", messages.userNotFound);
  if (user.smsEnabledAt) throw new DomainError("invalid_request", messages.mfaAlreadyEnabled);
  const check = await checkNumericCode(ports, store, {
    userId: user.id,
    purpose: "sms_enrolment",
    code: input.code,
  });
  if (check.result === "none") throw new DomainError("invalid_request", messages.smsCodeNotRequested);
  if (check.result === "exhausted") throw new DomainError("too_many_attempts", messages.tooManyAttempts);
  if (check.result === "wrong") throw new DomainError("invalid_mfa_code", messages.codeIncorrect);
  const phone = String(check.record.payload.phone);
  return store.transaction(async (tx) => {
    await tx.users.update(user.id, { smsPhone: phone, smsEnabledAt: clock.now() });
    return replaceBackupCodes(tx, user.id);
  });
}
