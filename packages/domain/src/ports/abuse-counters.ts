/**
 * Counters that keep abuse in check, shared by every process through the database: failed
 * sign-ins (auth/sign-in-throttle.ts), request rate limits (the transport's rate-limit store)
 * and solved captcha challenges (each accepted once).
 */

/** One failure counter an attempt is counted on: at most `max` failures, forgotten `windowMs` after the last. */
export interface FailureLimit {
  key: string;
  max: number;
  windowMs: number;
}

export interface SignInThrottleRepository {
  /**
   * Counts one failure on every limit, before the password or code is checked, unless one of
   * them already holds `max` live failures: then nothing is counted and the answer is false.
   * Atomic across processes (the rows are locked in key order), so of N parallel attempts at
   * most `max` are admitted.
   */
  admit(limits: readonly FailureLimit[], now: Date): Promise<boolean>;
  /** Takes back one counted failure of each key (the check passed). */
  release(keys: readonly string[], now: Date): Promise<void>;
  /** True when one of the limits holds `max` live failures; counts nothing. */
  isBlocked(limits: readonly FailureLimit[], now: Date): Promise<boolean>;
  /** Forgets these counters. */
  clear(keys: readonly string[]): Promise<void>;
  /** Forgets every counter whose key starts with `prefix`. */
  clearPrefix(prefix: string): Promise<void>;
  deleteExpired(before: Date): Promise<void>;
}

export interface RateLimitCounterRepository {
  /**
   * Counts one request on `key` in a fixed window of `windowMs` that starts with the window's
   * first request; parallel requests and processes each count. `max` is the limit the count is
   * held against: where processes share the counts through the database, a process may keep up
   * to a twentieth of it (rounded down) to itself before writing, so a limit of 1,200 a minute
   * does not cost a statement per request, while small limits (a few mails an hour) are exact.
   */
  hit(key: string, windowMs: number, now: Date, max: number): Promise<{ hits: number; resetsAt: Date }>;
  deleteExpired(before: Date): Promise<void>;
}

export interface CaptchaSolutionRepository {
  /** Records a solved challenge; false when it was already used (of two racing uses, one wins). */
  consume(challengeId: string, expiresAt: Date): Promise<boolean>;
  deleteExpired(before: Date): Promise<void>;
}
