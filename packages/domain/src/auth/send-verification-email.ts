import { messages } from "@chorus/contract";
import type { Ports, PublicContext } from "../context.ts";
import type { UserRecord } from "../records.ts";
import { DomainError } from "../shared/domain-error.ts";
import { verificationMail } from "./account-emails.ts";
import { actionLink } from "./action-links.ts";
import { issueLinkCode } from "./one-time-codes.ts";

/** Spec 001 §9: "Verification email resend after 5 minutes." */
export const VERIFICATION_EMAIL_RESEND_MS = 5 * 60_000;

/** Issues a verification link (valid 24 hours, replacing earlier ones) and mails it with an opt-out link. */
export async function deliverVerificationEmail(ports: Ports, user: UserRecord): Promise<void> {
  const now = ports.clock.now();
  const { verifyCode, optOutCode } = await ports.store.transaction(async (tx) => {
    const verifyCode = await issueLinkCode(ports, tx, {
      userId: user.id,
      purpose: "verify_email",
      payload: { email: user.email },
    });
    const optOutCode = await issueLinkCode(ports, tx, { userId: user.id, purpose: "opt_out_of_updates" });
    await tx.users.update(user.id, { verificationEmailSentAt: now });
    return { verifyCode, optOutCode };
  });
  await ports.mailer.send(
    verificationMail({
      to: user.email,
      link: actionLink(ports.settings, "verifyEmail", verifyCode, { lang: user.locale }),
      optOutLink: actionLink(ports.settings, "optOutOfUpdates", optOutCode, { lang: user.locale }),
    }),
  );
}

/**
 * Sends the verification link again, at most once every 5 minutes. Unknown and already
 * verified addresses get the same "ok" as a sent mail, so nobody can probe who has an account.
 */
export async function sendVerificationEmail(ctx: PublicContext, input: { email: string }): Promise<void> {
  const { ports } = ctx;
  const user = await ports.store.users.findByEmail(input.email);
  if (!user || user.emailVerifiedAt || user.status !== "active") return;
  const now = ports.clock.now().getTime();
  if (
    user.verificationEmailSentAt &&
    now - user.verificationEmailSentAt.getTime() < VERIFICATION_EMAIL_RESEND_MS
  ) {
    throw new DomainError("resend_too_soon", messages.verificationEmailTooSoon);
  }
  await deliverVerificationEmail(ports, user);
}
