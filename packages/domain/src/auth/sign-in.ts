import { messages } from "@chorus/contract";
import type { Ports, PublicContext } from "../context.ts";
import type { UserRecord } from "../records.ts";
import { DomainError } from "../shared/domain-error.ts";
import { assertUserCanAct } from "./authenticate-bearer.ts";
import { completeSignIn } from "./complete-sign-in.ts";
import { assertPasswordSignInAllowed, resolveLandingWorkspace } from "./landing-workspace.ts";
import { enrolledFactors, issueMfaChallenge } from "./mfa-challenge.ts";
import { passwordMatches } from "./password-matches.ts";
import type { SessionTokens } from "./session-tokens.ts";
import { checkCountedAttempt, signInSubject } from "./sign-in-throttle.ts";
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
 * Email-and-password sign-in. An unknown email and a wrong password get the same answer, and so
 * do a blocked unknown email and a blocked account: attempts are counted per typed address
 * whether or not an account has it (sign-in-throttle.ts). Five wrong passwords from one network
 * block that network's sign-in to the address for 15 minutes (every attempt is refused
 * meanwhile, even a right one, before any password is checked). Then, in order: the account's
 * status, the landing workspace's rules (password sign-in allowed, member not locked), the second
 * factor, and the deployment's new-device verification.
 */
export async function signIn(
  ctx: PublicContext,
  input: { email: string; password: string; deviceId?: string },
): Promise<SignInOutcome> {
  const { ports } = ctx;
  const { store } = ports;
  const user = await store.users.findByEmail(input.email);
  const passwordIsRight = await checkCountedAttempt(
    ports,
    signInSubject(ctx.meta, input.email),
    () => new DomainError("too_many_sign_in_attempts", messages.tooManySignInAttempts),
    async () => {
      if (!user) {
        await spendPasswordCheck(ports, input.password);
        return false;
      }
      return passwordMatches(ports, user, input.password);
    },
  );
  if (!passwordIsRight || !user) throw new DomainError("invalid_credentials", messages.noUserFound);
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
