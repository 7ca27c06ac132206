import { messages } from "@chorus/contract";
import { emailChangeMail } from "../auth/account-emails.ts";
import { actionLink } from "../auth/action-links.ts";
import { issueLinkCode } from "../auth/one-time-codes.ts";
import { passwordMatches } from "../auth/password-matches.ts";
import { requireSessionActor } from "../auth/require-permission.ts";
import { checkCountedAttempt, signInSubject } from "../auth/sign-in-throttle.ts";
import type { AuthenticatedContext } from "../context.ts";
import { DomainError } from "../shared/domain-error.ts";
import { isValidEmail, normalizeEmail } from "./email-address.ts";

/**
 * Starts an email change: with the password as proof, a link (valid 24 hours) goes to the new
 * address; nothing changes until it is opened (`PUT /v1/user/email`). Wrong passwords count
 * toward the sign-in block.
 */
export async function requestEmailChange(
  ctx: AuthenticatedContext,
  input: { newEmail: string; password: string },
): Promise<void> {
  requireSessionActor(ctx);
  const { ports } = ctx;
  const { store } = ports;
  if (!isValidEmail(input.newEmail)) {
    throw DomainError.invalidField(["body", "new_email"], messages.invalidEmail);
  }
  const newEmail = normalizeEmail(input.newEmail);
  const user = await store.users.findById(ctx.userId);
  if (!user) throw new DomainError("user_not_found", messages.userNotFound);
  const passwordIsRight = await checkCountedAttempt(
    ports,
    signInSubject(ctx.meta, user.email),
    () => new DomainError("too_many_sign_in_attempts", messages.tooManySignInAttempts),
    () => passwordMatches(ports, user, input.password),
  );
  if (!passwordIsRight) throw DomainError.invalidField(["body", "password"], messages.wrongPassword);
  if (newEmail === user.email) throw DomainError.invalidField(["body", "new_email"], messages.emailUnchanged);
  if (await store.users.findByEmail(newEmail))
    throw new DomainError("account_exists", messages.accountExists);
  const code = await store.transaction((tx) =>
    issueLinkCode(ports, tx, {
      userId: user.id,
      purpose: "change_email",
      payload: { new_email: newEmail, old_email: user.email },
    }),
  );
  await ports.mailer.send(
    emailChangeMail({
      to: newEmail,
      code,
      link: actionLink(ports.settings, "recoverEmail", code, { isReverting: false, lang: user.locale }),
    }),
  );
}
