import { messages } from "@chorus/contract";
import type { AuthenticatedContext } from "../context.ts";
import { DomainError } from "../shared/domain-error.ts";
import { requireRecentSignIn } from "./recent-sign-in.ts";
import { sendSmsCode } from "./sms-codes.ts";

/**
 * Starts adding a phone as a second factor: texts it a six-digit code. The number is kept
 * with the code and becomes the account's only when the code comes back (activateSms).
 * Needs a recent sign-in.
 */
export async function enrollSms(ctx: AuthenticatedContext, input: { phoneNumber: string }): Promise<void> {
  await requireRecentSignIn(ctx, messages.recentLoginRequired);
  const user = await ctx.ports.store.users.findById(ctx.userId);
  if (!user) throw new DomainError("user_not_found", messages.userNotFound);
  if (user.smsEnabledAt) throw new DomainError("invalid_request", messages.mfaAlreadyEnabled);
  await sendSmsCode(ctx.ports, { userId: user.id, phone: input.phoneNumber, purpose: "sms_enrolment" });
}
