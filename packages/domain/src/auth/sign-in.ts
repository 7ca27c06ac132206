import { messages } from "@chorus/contract";
import type { Ports, PublicContext } from "../context.ts";
import type { UserRecord } from "../records.ts";
import { DomainError } from "../shared/domain-error.ts";
import { assertUserCanAct } from "./authenticate-bearer.ts";
import { completeSignIn } from "./complete-sign-in.ts";
import { assertPasswordSignInAllowed, resolveLandingWorkspace } from "./landing-workspace.ts";
import { enrolledFactors, issueMfaChallenge } from "./mfa-challenge.ts";
import type { SessionTokens } from "./session-tokens.ts";
import { isSignInBlocked, passwordMatches } from "./sign-in-throttle.ts";
import { startSignInVerification } from "./sign-in-verification.ts";

export type SignInOutcome =
  | { status: "signed_in"; tokens: SessionTokens }
  | { status: "mfa_required"; mfaToken: string; factors: ("totp" | "sms")[] }
  | { status: "verification_required"; verificationId: string };

const dummyHashes = new WeakMap<Ports, Promise<string>>();

/** Hashing for unknown emails too keeps the answer time from telling who has an account. */
async function spendPasswordCheck(ports: Ports, password: string): Promise<void> {
  let hash = dummyHashes.get(ports);
  if (!hash) {
    hash = ports.passwords.hash("chorus-timing-equalizer");
    dummyHashes.set(ports, hash);
  }
  await ports.passwords.verify(await hash, password);
}

/**
 * Email-and-password sign-in. An unknown email and a wrong password get the same answer;
 * five wrong passwords in a row block the account's sign-in for 15 minutes (every attempt
 * is refused meanwhile, even a right one). Then, in order: the account's status, the landing
 * workspace's rules (password sign-in allowed, member not locked), the second factor, and the
 * deployment's new-device verification.
 */
export async function signIn(
  ctx: PublicContext,
  input: { email: string; password: string; deviceId?: string },
): Promise<SignInOutcome> {
  const { ports } = ctx;
  const { store, clock } = ports;
  const user = await store.users.findByEmail(input.email);
  if (!user) {
    await spendPasswordCheck(ports, input.password);
    throw new DomainError("invalid_credentials", messages.noUserFound);
  }
  if (isSignInBlocked(user, clock.now())) {
    throw new DomainError("too_many_sign_in_attempts", messages.tooManySignInAttempts);
  }
  if (!(await passwordMatches(ports, store, user, input.password))) {
    throw new DomainError("invalid_credentials", messages.noUserFound);
  }
  assertUserCanAct(user);
  assertPasswordSignInAllowed(await resolveLandingWorkspace(store, user));

  const factors = enrolledFactors(user);
  if (factors.length > 0) {
    const mfaToken = await issueMfaChallenge(ports, { userId: user.id, deviceId: input.deviceId });
    return { status: "mfa_required", mfaToken, factors };
  }
  if (await needsDeviceVerification(ports, user, input.deviceId)) {
    const { verificationId } = await startSignInVerification(ports, user, input.deviceId);
    return { status: "verification_required", verificationId };
  }
  return { status: "signed_in", tokens: await completeSignIn(ctx, user, input.deviceId) };
}

async function needsDeviceVerification(ports: Ports, user: UserRecord, deviceId: string | undefined) {
  if (ports.settings.signInVerification !== "new_device") return false;
  return !deviceId || !(await ports.store.users.isKnownDevice(user.id, deviceId));
}
