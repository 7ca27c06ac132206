import type { Ports } from "../context.ts";
import type { UserRecord } from "../records.ts";

/**
 * Whether `password` is the account's (Argon2id, slow on purpose). An account without a password
 * matches nothing. Callers run it inside `checkCountedAttempt`, which counts the try first.
 */
export async function passwordMatches(ports: Ports, user: UserRecord, password: string): Promise<boolean> {
  return user.passwordHash ? ports.passwords.verify(user.passwordHash, password) : false;
}
