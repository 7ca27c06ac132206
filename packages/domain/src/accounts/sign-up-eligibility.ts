import { messages } from "@chorus/contract";
import type { PublicContext } from "../context.ts";
import { DomainError } from "../shared/domain-error.ts";
import { isValidEmail, normalizeEmail } from "./email-address.ts";

/** An allow-list entry is an exact address or "@domain"; an empty list lets everyone in. */
function isAllowlisted(email: string, allowlist: readonly string[]): boolean {
  if (allowlist.length === 0) return true;
  const domain = email.slice(email.lastIndexOf("@"));
  return allowlist.some((entry) => entry === email || entry === domain);
}

/**
 * The checks before an account may be created, in the order the sign-up form reports them:
 * email format, captcha, country (from trusted geo headers only), the deployment's
 * allow-list (someone invited to a workspace may always join), and an existing account.
 */
export async function assertSignUpAllowed(
  ctx: PublicContext,
  input: { email: string; recaptchaToken: string },
): Promise<void> {
  const { store, captcha, settings } = ctx.ports;
  if (!isValidEmail(input.email)) throw new DomainError("invalid_email", messages.invalidEmail);
  const email = normalizeEmail(input.email);
  if (!(await captcha.verify(input.recaptchaToken, ctx.meta.ip))) {
    throw new DomainError("captcha_failed", messages.recaptchaFailed);
  }
  const country = ctx.meta.geo.country?.toUpperCase();
  if (country && settings.signUp.restrictedCountries.includes(country)) {
    throw new DomainError("restricted_country", messages.restrictedCountry);
  }
  if (!isAllowlisted(email, settings.signUp.allowlist)) {
    const invites = await store.invites.listPendingForEmail(email);
    if (invites.length === 0) throw new DomainError("email_not_allowlisted", messages.emailNotAllowlisted);
  }
  if (await store.users.findByEmail(email)) throw new DomainError("account_exists", messages.accountExists);
}
