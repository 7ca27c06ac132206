import { messages } from "@chorus/contract";
import type { AuthenticatedContext } from "../context.ts";
import { DomainError } from "../shared/domain-error.ts";
import { enrolledFactors } from "./mfa-challenge.ts";
import { passwordMatches } from "./password-matches.ts";
import { requireSessionActor } from "./require-permission.ts";
import { methodForCode, verifySecondFactor } from "./second-factor.ts";
import { checkCountedAttempt, clearSignInFailures, signInSubject } from "./sign-in-throttle.ts";
import { sendSmsCode } from "./sms-codes.ts";

/**
 * Proves again, inside a session, that the person at the keyboard owns the account (password,
 * plus a second-factor code when one is enrolled), so sensitive actions are allowed for the
 * next 5 minutes. Wrong passwords and codes count toward the sign-in block, so a stolen
 * session cannot be used to guess the password. Asked without a code while SMS is the only
 * factor, it texts one and answers `mfa_required`.
 */
export async function reauthenticate(
  ctx: AuthenticatedContext,
  input: { password: string; code?: string },
): Promise<void> {
  const actor = requireSessionActor(ctx);
  const { ports } = ctx;
  const { store, clock } = ports;
  const user = await store.users.findById(ctx.userId);
  if (!user) throw new DomainError("user_not_found", messages.userNotFound);
  const blocked = () => new DomainError("too_many_sign_in_attempts", messages.tooManySignInAttempts);
  const passwordIsRight = await checkCountedAttempt(ports, signInSubject(ctx.meta, user.email), blocked, () =>
    passwordMatches(ports, user, input.password),
  );
  if (!passwordIsRight) throw DomainError.invalidField(["body", "password"], messages.wrongPassword);
  const factors = enrolledFactors(user);
  if (factors.length > 0) {
    if (!input.code) {
      if (!factors.includes("totp") && user.smsPhone) {
        await sendSmsCode(ports, { userId: user.id, phone: user.smsPhone, purpose: "sms_sign_in" });
      }
      throw new DomainError("mfa_required", messages.mfaRequired, { extra: { factors } });
    }
    await verifySecondFactor(ctx, user, methodForCode(user, input.code), input.code, blocked);
  }
  await store.transaction(async (tx) => {
    await tx.sessions.update(actor.sessionId, { authenticatedAt: clock.now() });
    await clearSignInFailures(tx, signInSubject(ctx.meta, user.email));
  });
}
