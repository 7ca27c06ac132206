import { messages } from "@chorus/contract";
import type { PublicContext } from "../context.ts";
import { DomainError } from "../shared/domain-error.ts";
import { assertUserCanAct } from "./authenticate-bearer.ts";
import { readMfaChallenge } from "./mfa-challenge.ts";
import { isSignInBlocked, signInSubject } from "./sign-in-throttle.ts";
import { sendSmsCode } from "./sms-codes.ts";

/** Texts a six-digit sign-in code to the phone enrolled as a second factor (valid 10 minutes). */
export async function sendMfaSignInSms(ctx: PublicContext, input: { mfaToken: string }): Promise<void> {
  const { ports } = ctx;
  const challenge = await readMfaChallenge(ports, input.mfaToken);
  const user = await ports.store.users.findById(challenge.userId);
  assertUserCanAct(user);
  if (await isSignInBlocked(ports, signInSubject(ctx.meta, user.email))) {
    throw new DomainError("too_many_attempts", messages.tooManyAttempts);
  }
  if (!user.smsEnabledAt || !user.smsPhone) throw new DomainError("invalid_request", messages.mfaNotEnabled);
  await sendSmsCode(ports, { userId: user.id, phone: user.smsPhone, purpose: "sms_sign_in" });
}
