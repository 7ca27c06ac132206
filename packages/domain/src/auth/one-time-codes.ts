import { messages } from "@chorus/contract";
import type { Ports } from "../context.ts";
import type { Repositories } from "../ports/repositories.ts";
import type { CodePurpose, OneTimeCodeRecord } from "../records.ts";
import { DomainError } from "../shared/domain-error.ts";
import { sha256 } from "../shared/hash.ts";
import { newId, newNumericCode, newSecret } from "../shared/ids.ts";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** How long each kind of code works. */
export const codeLifetimesMs: Record<CodePurpose, number> = {
  verify_email: 24 * HOUR,
  reset_password: HOUR,
  change_email: 24 * HOUR,
  recover_email: 72 * HOUR,
  sign_in_verification: 15 * MINUTE,
  // Opt-out links sit in old mails; they keep working for a year.
  opt_out_of_updates: 365 * 24 * HOUR,
  sms_sign_in: 10 * MINUTE,
  sms_enrolment: 10 * MINUTE,
};

/** Wrong guesses a typed (six-digit) code tolerates before it stops working. */
export const MAX_CODE_ATTEMPTS = 5;

/**
 * Issues a single-use link code (a 256-bit secret; only its hash is stored) and returns the
 * secret for the mail. A new code replaces older ones of the same purpose, so only the latest
 * mail works, except opt-out links, which stay valid in every mail that carried one.
 */
export async function issueLinkCode(
  ports: Ports,
  repos: Repositories,
  input: { userId: string; purpose: CodePurpose; payload?: Record<string, unknown>; id?: string },
): Promise<string> {
  const now = ports.clock.now();
  if (input.purpose !== "opt_out_of_updates") {
    await repos.codes.consumeAllForUser(input.userId, input.purpose, now);
  }
  const secret = newSecret();
  await repos.codes.insert({
    id: input.id ?? newId(),
    userId: input.userId,
    purpose: input.purpose,
    codeHash: sha256(secret),
    payload: input.payload ?? {},
    expiresAt: new Date(now.getTime() + codeLifetimesMs[input.purpose]),
    createdAt: now,
  });
  return secret;
}

/**
 * Uses up a link code: it must exist, be of this purpose, unexpired and unused. Run it inside
 * the transaction that acts on the code, so a refusal after it (say, the new email was taken
 * meanwhile) leaves the code usable.
 */
export async function redeemLinkCode(
  ports: Ports,
  repos: Repositories,
  purpose: CodePurpose,
  secret: string,
): Promise<OneTimeCodeRecord & { userId: string }> {
  const now = ports.clock.now();
  const record = await repos.codes.findByHash(sha256(secret));
  const usable =
    !!record &&
    !!record.userId &&
    record.purpose === purpose &&
    !record.consumedAt &&
    record.expiresAt > now &&
    (await repos.codes.consume(record.id, now));
  if (!usable) throw new DomainError("invalid_code", messages.invalidLink);
  return record as OneTimeCodeRecord & { userId: string };
}

/**
 * A short code is hashed with its row id: six digits alone would collide across people (the
 * hash column is unique) and be trivial to reverse from a leaked table.
 */
export const numericCodeHash = (codeId: string, code: string) => sha256(`${codeId}:${code.trim()}`);

/** Issues a six-digit code (SMS, typed sign-in verification), replacing older ones of the purpose. */
export async function issueNumericCode(
  ports: Ports,
  repos: Repositories,
  input: { userId: string; purpose: CodePurpose; payload?: Record<string, unknown> },
): Promise<{ code: string; record: OneTimeCodeRecord }> {
  const now = ports.clock.now();
  await repos.codes.consumeAllForUser(input.userId, input.purpose, now);
  const id = newId();
  const code = newNumericCode();
  const record = await repos.codes.insert({
    id,
    userId: input.userId,
    purpose: input.purpose,
    codeHash: numericCodeHash(id, code),
    payload: input.payload ?? {},
    expiresAt: new Date(now.getTime() + codeLifetimesMs[input.purpose]),
    createdAt: now,
  });
  return { code, record };
}

export type NumericCodeCheck =
  | { result: "ok"; record: OneTimeCodeRecord }
  | { result: "none" }
  | { result: "wrong" }
  | { result: "exhausted" };

/**
 * Checks a typed six-digit code against the person's newest live code of the purpose. A right
 * code is used up; a wrong one counts, and the fifth wrong guess burns the code.
 */
export async function checkNumericCode(
  ports: Ports,
  repos: Repositories,
  input: {
    userId: string;
    purpose: CodePurpose;
    code: string;
    /** Only this code row counts (a newer code replaced an older verification). */
    codeId?: string;
    /** Where the typed code's hash is kept, when the row's own hash is a link secret's. */
    expectedHash?: (record: OneTimeCodeRecord) => string;
  },
): Promise<NumericCodeCheck> {
  const now = ports.clock.now();
  const record = await repos.codes.findLatestActive(input.userId, input.purpose, now);
  if (!record || (input.codeId && record.id !== input.codeId)) return { result: "none" };
  if (record.attempts >= MAX_CODE_ATTEMPTS) return { result: "exhausted" };
  const expected = input.expectedHash ? input.expectedHash(record) : record.codeHash;
  if (numericCodeHash(record.id, input.code) === expected) {
    return (await repos.codes.consume(record.id, now)) ? { result: "ok", record } : { result: "none" };
  }
  const attempts = await repos.codes.incrementAttempts(record.id);
  if (attempts >= MAX_CODE_ATTEMPTS) {
    await repos.codes.consume(record.id, now);
    return { result: "exhausted" };
  }
  return { result: "wrong" };
}
