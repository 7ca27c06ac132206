const dayMs = 86_400_000;

/**
 * When copies of a voice its owner stopped sharing stop working: the notice period after the removal.
 * A notice period of 0 disables them at once.
 */
export function disableAtFor(removedAt: Date, noticePeriodDays: number): Date {
  return new Date(removedAt.getTime() + noticePeriodDays * dayMs);
}

/** Whether a disable time has come. Evaluated on every read: no job flips anything. */
export function hasPassed(disableAt: Date | null, now: Date): boolean {
  return disableAt !== null && disableAt.getTime() <= now.getTime();
}
