/** A held concurrency slot; `release` is idempotent. */
export interface ConcurrencySlot {
  /** Requests running in the key's group, this one included. */
  current: number;
  maximum: number;
  release(): void;
}

/**
 * The `concurrency` port: how many generations may run at once per key (a workspace). Acquiring
 * over the limit waits in a fair FIFO queue up to `waitMs`; undefined means no slot came free.
 */
export interface ConcurrencyLimiter {
  acquire(key: string, maximum: number, waitMs: number): Promise<ConcurrencySlot | undefined>;
  /** Slots currently held under `key`. */
  inUse(key: string): number;
}

interface Waiter {
  maximum: number;
  grant(slot: ConcurrencySlot | undefined): void;
}

interface Lane {
  running: number;
  queue: Waiter[];
}

/**
 * An in-process semaphore per key. It counts only the requests of this process: with several API
 * processes each enforces its limit separately (so the effective limit is per process).
 */
export class InProcessConcurrencyLimiter implements ConcurrencyLimiter {
  private readonly lanes = new Map<string, Lane>();

  inUse(key: string): number {
    return this.lanes.get(key)?.running ?? 0;
  }

  acquire(key: string, maximum: number, waitMs: number): Promise<ConcurrencySlot | undefined> {
    const lane = this.lanes.get(key) ?? { running: 0, queue: [] };
    this.lanes.set(key, lane);
    // FIFO fairness: a newcomer never overtakes someone already waiting.
    if (lane.queue.length === 0 && lane.running < maximum)
      return Promise.resolve(this.take(key, lane, maximum));
    if (waitMs <= 0) return Promise.resolve(undefined);
    return new Promise((resolve) => {
      const waiter: Waiter = {
        maximum,
        grant: (slot) => {
          clearTimeout(timer);
          resolve(slot);
        },
      };
      const timer = setTimeout(() => {
        lane.queue.splice(lane.queue.indexOf(waiter), 1);
        this.forget(key, lane);
        resolve(undefined);
      }, waitMs);
      lane.queue.push(waiter);
    });
  }

  private take(key: string, lane: Lane, maximum: number): ConcurrencySlot {
    lane.running += 1;
    let released = false;
    return {
      current: lane.running,
      maximum,
      release: () => {
        if (released) return;
        released = true;
        lane.running -= 1;
        this.admit(key, lane);
      },
    };
  }

  private admit(key: string, lane: Lane): void {
    while (lane.queue.length > 0 && lane.running < lane.queue[0]!.maximum) {
      const waiter = lane.queue.shift()!;
      waiter.grant(this.take(key, lane, waiter.maximum));
    }
    this.forget(key, lane);
  }

  private forget(key: string, lane: Lane): void {
    if (lane.running === 0 && lane.queue.length === 0) this.lanes.delete(key);
  }
}
