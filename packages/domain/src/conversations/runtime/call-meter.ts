import type { MeteredWork } from "../../generation/begin-metered-work.ts";
import type { Clock } from "../../ports/services.ts";

/** Credits kept reserved ahead of the call's use, so a quota refusal is known this long in advance. */
const aheadSeconds = 30;

/** What the call has used so far, in whole seconds and the credits they cost. */
export interface CallUse {
  seconds: number;
  cost: number;
}

/**
 * A call's use of credits: by the second, at its rate, into its metered reservation (the domain's one
 * home for paid work, `generation/begin-metered-work.ts`). The session asks it to record the use as the
 * call goes on and to settle it when the call ends; it decides nothing about the call itself.
 */
export class CallMeter {
  constructor(
    private readonly metered: MeteredWork,
    private readonly clock: Clock,
    private readonly startedAt: Date,
    /** Credits per minute at this conversation's rate. */
    private readonly creditsPerMinute: number,
  ) {}

  /** Whole seconds since the call started (a started second counts). */
  elapsedSeconds(): number {
    return Math.max(0, Math.ceil((this.clock.now().getTime() - this.startedAt.getTime()) / 1000));
  }

  /**
   * Records the use so far and reserves the next block ahead of need. `whenRefused`: the milliseconds
   * the reserved credits still last, when the quota refuses more (asked only while `checkAhead`).
   */
  async record(checkAhead: boolean): Promise<CallUse & { whenRefused?: number }> {
    const seconds = this.elapsedSeconds();
    let whenRefused: number | undefined;
    if (checkAhead && !(await this.metered.ensure(this.creditsFor(seconds + aheadSeconds)))) {
      const left = (this.metered.reserved - this.creditsFor(seconds)) * 60;
      whenRefused = Math.max(0, Math.floor(left / this.creditsPerMinute)) * 1000;
    }
    const cost = this.creditsFor(seconds);
    await this.metered.use(cost);
    return { seconds, cost, ...(whenRefused === undefined ? {} : { whenRefused }) };
  }

  /** The use at the end: the seconds that happened, never more than was reserved. */
  finalUse(): CallUse {
    const seconds = this.elapsedSeconds();
    return { seconds, cost: Math.min(this.metered.reserved, this.creditsFor(seconds)) };
  }

  /** Charges `use` and refunds the rest of the reservation. */
  settle(use: CallUse): Promise<void> {
    return this.metered.end(use.cost);
  }

  private creditsFor(seconds: number): number {
    // Whole numbers throughout: 30 s at 1,000 a minute is exactly 500, never 501.
    return Math.ceil((seconds * this.creditsPerMinute) / 60);
  }
}
