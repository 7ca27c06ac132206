import type { Clock } from "@chorus/domain";

/** A clock tests move by hand, so expiry and inactivity rules are tested without sleeping. */
export class TestClock implements Clock {
  private current: number;
  constructor(start = Date.now()) {
    this.current = start;
  }
  now(): Date {
    return new Date(this.current);
  }
  advance(ms: number): void {
    this.current += ms;
  }
  advanceMinutes(minutes: number): void {
    this.advance(minutes * 60_000);
  }
  advanceDays(days: number): void {
    this.advance(days * 86_400_000);
  }
  /**
   * Starts over at `instant`, back in time too: only for a server shared between test files, so each
   * file begins at the present whatever the one before did with the clock.
   */
  restartAt(instant: Date): void {
    this.current = instant.getTime();
  }
  /** Moves forward to `instant` (a period boundary, say); time never goes back. */
  advanceTo(instant: Date): void {
    if (instant.getTime() < this.current) throw new Error("TestClock cannot go back in time");
    this.current = instant.getTime();
  }
}
