import type { Ports } from "../context.ts";

/**
 * Deletes sign-in throttles, rate-limit counters and used captcha solutions that no longer count
 * (the worker role, every minute): an expired row is treated as absent anyway, so this only keeps
 * the tables small when many addresses or emails are tried.
 */
export async function sweepAbuseCounters(ports: Ports): Promise<void> {
  const now = ports.clock.now();
  await ports.store.signInThrottle.deleteExpired(now);
  await ports.store.rateLimits.deleteExpired(now);
  await ports.store.captchaSolutions.deleteExpired(now);
}
