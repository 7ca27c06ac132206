import { messages } from "@chorus/contract";
import { deliverVerificationEmail } from "../auth/send-verification-email.ts";
import { type SessionTokens, startSession } from "../auth/session-tokens.ts";
import type { PublicContext } from "../context.ts";
import { DomainError } from "../shared/domain-error.ts";
import { createAccount } from "./create-account.ts";
import { normalizeEmail } from "./email-address.ts";
import { assertSignUpAllowed } from "./sign-up-eligibility.ts";

export interface SignUpInput {
  email: string;
  password: string;
  recaptchaToken: string;
  locale?: string;
  accountMetadata?: Record<string, unknown>;
  attribution: { pid?: string; xid?: string; invite_code?: string };
}

/**
 * Creates an account (person and own workspace) and signs it in: the pre-sign-up checks
 * first, then account and session in one transaction, then the verification mail. The email
 * stays unverified and onboarding open until the person does both.
 */
export async function signUp(ctx: PublicContext, input: SignUpInput): Promise<SessionTokens> {
  await assertSignUpAllowed(ctx, input);
  const { ports, meta } = ctx;
  const attribution = Object.fromEntries(
    Object.entries(input.attribution).filter((entry): entry is [string, string] => !!entry[1]),
  );
  const { user, tokens } = await ports.store.transaction(async (tx) => {
    if (await tx.users.findByEmail(input.email))
      throw new DomainError("account_exists", messages.accountExists);
    const { user, workspace } = await createAccount(ports, tx, {
      email: normalizeEmail(input.email),
      password: input.password,
      emailVerified: false,
      onboardingCompleted: false,
      locale: input.locale,
      accountMetadata: input.accountMetadata ?? null,
      signUpAttribution: Object.keys(attribution).length > 0 ? attribution : null,
      geo: meta.geo,
    });
    const tokens = await startSession(ports, tx, {
      userId: user.id,
      workspaceId: workspace.id,
      userAgent: meta.userAgent,
      ip: meta.ip,
    });
    return { user, tokens };
  });
  await deliverVerificationEmail(ports, user);
  return tokens;
}
