import { normalizeEmail } from "../accounts/email-address.ts";
import type { Ports, RequestMeta } from "../context.ts";
import type { FailureLimit } from "../ports/abuse-counters.ts";
import type { Repositories } from "../ports/repositories.ts";
import { clientNetwork } from "../shared/client-network.ts";
import type { DomainError } from "../shared/domain-error.ts";
import { sha256 } from "../shared/hash.ts";

/** Wrong passwords or second-factor codes from one network to one email before that pair is blocked. */
export const MAX_FAILED_SIGN_IN_ATTEMPTS = 5;
export const SIGN_IN_BLOCK_MS = 15 * 60_000;
/** The window of the per-email and per-network ceilings (DomainSettings.signInThrottle). */
const CEILING_WINDOW_MS = 60 * 60_000;

/**
 * Who is trying to sign in as whom: the email address typed (whether or not an account has it,
 * so a blocked address answers the same for both and reveals nothing) and the client's network.
 */
export interface SignInSubject {
  email: string;
  ip: string | undefined;
}

/** Counter keys carry a hash of the address, never the address itself. */
const emailKey = (email: string) => sha256(`sign-in:${normalizeEmail(email)}`);
const pairPrefix = (email: string) => `pair:${emailKey(email)}:`;
const pairKey = (subject: SignInSubject) => `${pairPrefix(subject.email)}${clientNetwork(subject.ip)}`;

/**
 * The three counters an attempt is counted on: 5 per (email, network) pair, so a stranger
 * blocks only their own network, not the owner signing in elsewhere; a much higher ceiling per
 * email across networks against distributed guessing; and one per network across emails
 * against password spraying.
 */
function limitsFor(ports: Ports, subject: SignInSubject): FailureLimit[] {
  const { failuresPerEmail, failuresPerIp } = ports.settings.signInThrottle;
  return [
    { key: pairKey(subject), max: MAX_FAILED_SIGN_IN_ATTEMPTS, windowMs: SIGN_IN_BLOCK_MS },
    { key: `email:${emailKey(subject.email)}`, max: failuresPerEmail, windowMs: CEILING_WINDOW_MS },
    { key: `network:${clientNetwork(subject.ip)}`, max: failuresPerIp, windowMs: CEILING_WINDOW_MS },
  ];
}

export function signInSubject(meta: RequestMeta, email: string): SignInSubject {
  return { email, ip: meta.ip };
}

/**
 * Runs one password or code check as a counted attempt. The failure is counted BEFORE the
 * (slow) check, atomically, so parallel attempts cannot all slip in before the first failure is
 * recorded: of any burst, at most the remaining allowance reaches `check`; the rest get
 * `blocked()` without being checked. A check that passes (or refuses for another reason than a
 * wrong guess, by throwing) takes its failure back. Passwords and
 * second-factor codes share the counters on purpose: a correct password must not reset them, or
 * someone who knows the password could guess authenticator codes without end (only a completed
 * sign-in, `clearSignInFailures`, or a password reset does).
 */
export async function checkCountedAttempt(
  ports: Ports,
  subject: SignInSubject,
  blocked: () => DomainError,
  check: () => Promise<boolean>,
): Promise<boolean> {
  const limits = limitsFor(ports, subject);
  if (!(await ports.store.signInThrottle.admit(limits, ports.clock.now()))) throw blocked();
  const takeBack = () =>
    ports.store.signInThrottle.release(
      limits.map((limit) => limit.key),
      ports.clock.now(),
    );
  let passed: boolean;
  try {
    passed = await check();
  } catch (error) {
    // Refused for another reason (no code was requested, say): not a wrong guess.
    await takeBack();
    throw error;
  }
  if (passed) await takeBack();
  return passed;
}

/** Whether attempts for this subject are refused right now (nothing is counted). */
export function isSignInBlocked(ports: Ports, subject: SignInSubject): Promise<boolean> {
  return ports.store.signInThrottle.isBlocked(limitsFor(ports, subject), ports.clock.now());
}

/** A completed sign-in forgets the failures of its (email, network) pair. */
export async function clearSignInFailures(repos: Repositories, subject: SignInSubject): Promise<void> {
  await repos.signInThrottle.clear([pairKey(subject)]);
}

/** A password reset proves the mailbox: every block on the address is lifted, from every network. */
export async function clearSignInFailuresForEmail(repos: Repositories, email: string): Promise<void> {
  await repos.signInThrottle.clear([`email:${emailKey(email)}`]);
  await repos.signInThrottle.clearPrefix(pairPrefix(email));
}
