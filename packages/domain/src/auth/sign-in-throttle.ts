import type { Ports } from "../context.ts";
import type { Repositories } from "../ports/repositories.ts";
import type { UserRecord } from "../records.ts";

/** Wrong passwords or second-factor codes in a row before sign-in is blocked. */
export const MAX_FAILED_SIGN_IN_ATTEMPTS = 5;
export const SIGN_IN_BLOCK_MS = 15 * 60_000;

/** While blocked, every attempt is refused, even with the right password or code. */
export function isSignInBlocked(user: Pick<UserRecord, "signInBlockedUntil">, now: Date): boolean {
  return !!user.signInBlockedUntil && user.signInBlockedUntil > now;
}

/**
 * Counts a wrong password or code. The fifth in a row blocks sign-in for 15 minutes and starts
 * a fresh count; a completed sign-in (startSession) clears it. Passwords and second-factor
 * codes share the count on purpose: a correct password must not reset it, or someone who
 * knows the password could guess authenticator codes without end.
 */
export async function recordFailedSignInAttempt(
  ports: Ports,
  repos: Repositories,
  user: UserRecord,
): Promise<{ blocked: boolean }> {
  const blockUntil = new Date(ports.clock.now().getTime() + SIGN_IN_BLOCK_MS);
  return repos.users.recordFailedSignIn(user.id, MAX_FAILED_SIGN_IN_ATTEMPTS, blockUntil);
}

/**
 * Checks a password, counting a wrong one toward the block. Callers check `isSignInBlocked`
 * first and choose their own refusal (sign-in answers 401, a signed-in person a field error).
 */
export async function passwordMatches(
  ports: Ports,
  repos: Repositories,
  user: UserRecord,
  password: string,
): Promise<boolean> {
  const ok = user.passwordHash ? await ports.passwords.verify(user.passwordHash, password) : false;
  if (!ok) await recordFailedSignInAttempt(ports, repos, user);
  return ok;
}
