import { messages } from "@chorus/contract";
import type { PublicContext } from "../context.ts";
import { DomainError } from "../shared/domain-error.ts";
import { assertUserCanAct } from "./authenticate-bearer.ts";
import { completeSignIn } from "./complete-sign-in.ts";
import { readMfaChallenge } from "./mfa-challenge.ts";
import { type SecondFactorMethod, verifySecondFactor } from "./second-factor.ts";
import type { SessionTokens } from "./session-tokens.ts";

/**
 * Second step of a sign-in with two-factor authentication: the challenge from the password
 * step plus a code. Wrong codes count toward the same block as wrong passwords, so after five
 * every attempt is refused for 15 minutes ("Too many attempts, please try again in a few minutes.").
 */
export async function completeMfaSignIn(
  ctx: PublicContext,
  input: { mfaToken: string; method: SecondFactorMethod; code: string },
): Promise<SessionTokens> {
  const { ports } = ctx;
  const challenge = await readMfaChallenge(ports, input.mfaToken);
  const user = await ports.store.users.findById(challenge.userId);
  assertUserCanAct(user);
  await verifySecondFactor(
    ctx,
    user,
    input.method,
    input.code,
    () => new DomainError("too_many_attempts", messages.tooManyAttempts),
  );
  return completeSignIn(ctx, user, challenge.deviceId);
}
