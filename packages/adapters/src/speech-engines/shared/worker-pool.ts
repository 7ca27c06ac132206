/** One worker thread or child process that runs synthesis jobs one at a time. */
export interface PooledWorker<Job> {
  /**
   * Runs one job to its end and resolves when the worker can take the next one. Rejects when the worker is
   * no longer usable (it crashed or was killed to stop an aborted job); the pool then replaces it. The worker
   * reports the job's own outcome to the job, so a rejection here never needs forwarding.
   */
  run(job: Job): Promise<void>;
  /** False once the worker died on its own (for instance while idle); the pool then replaces it. */
  readonly alive: boolean;
  close(): Promise<void>;
}

/**
 * Rejection of `PooledWorker.run` when the worker was already dead before it took the job (it died idle
 * and its death had not been noticed yet). The job never ran, so the pool gives it to another worker
 * instead of failing it.
 */
export class WorkerGoneError extends Error {}

export interface PoolJob {
  readonly signal: AbortSignal;
  /**
   * A job someone is waiting on to hear anything at all (the first piece of a request): it goes ahead of
   * every waiting job that is not urgent, so 16 requests arriving together all get their first audio
   * before anybody's prefetched later sentences.
   */
  readonly urgent?: boolean;
  /** Called at most once by the pool when the job never reaches a worker (aborted while queued, pool closed). */
  fail(error: unknown): void;
}

interface Slot<W> {
  worker?: W;
  starting?: Promise<W>;
  busy: boolean;
}

/**
 * Up to a fixed number of workers fed from one queue with two classes: urgent jobs (a request's first audio)
 * go before the rest, and within a class first come, first served is the fairness rule: a caller that splits
 * long text into sentences interleaves with other callers sentence by sentence, and nobody waits behind a
 * request that arrived later. Workers start when work waits with none free to take it (or on `warmUp`), so
 * an idle server holds only the workers it warmed (each eSpeak-NG thread is about 70 MB); a worker that dies
 * is replaced, and a job aborted while it waits leaves the queue at once.
 */
export class WorkerPool<Job extends PoolJob, W extends PooledWorker<Job>> {
  private readonly slots: Slot<W>[];
  private readonly queue: Job[] = [];
  private readonly abortListeners = new Map<Job, () => void>();
  private closed = false;

  constructor(private readonly options: { size: number; start: () => Promise<W>; closedMessage: string }) {
    if (!(Number.isInteger(options.size) && options.size >= 1)) {
      throw new Error(`worker pool size must be a positive integer (got ${options.size})`);
    }
    this.slots = Array.from({ length: options.size }, () => ({ busy: false }));
  }

  /**
   * Starts `workers` workers (all by default); resolves when they are ready, rejects with the first start
   * failure. The rest start when work needs them.
   */
  async warmUp(workers = this.slots.length): Promise<void> {
    const warmed = this.slots.slice(0, Math.max(1, Math.min(workers, this.slots.length)));
    for (const slot of warmed) if (!slot.worker && !slot.starting) this.start(slot);
    await Promise.all(warmed.map((slot) => slot.worker ?? slot.starting));
  }

  /** A ready worker (starting the pool if needed), for queries that are not synthesis jobs. */
  async anyReady(): Promise<W> {
    if (this.closed) throw new Error(this.options.closedMessage);
    if (this.slots.every((slot) => !slot.worker && !slot.starting)) this.start(this.slots[0]!);
    const ready = this.slots.find((slot) => slot.worker)?.worker;
    if (ready) return ready;
    try {
      return await Promise.any(this.slots.flatMap((slot) => slot.worker ?? slot.starting ?? []));
    } catch (error) {
      throw error instanceof AggregateError ? error.errors[0] : error;
    }
  }

  submit(job: Job): void {
    this.enqueue(job, "last");
  }

  private enqueue(job: Job, position: "first" | "last"): void {
    if (this.closed || job.signal.aborted) {
      job.fail(job.signal.aborted ? job.signal.reason : new Error(this.options.closedMessage));
      return;
    }
    const onAbort = () => {
      const index = this.queue.indexOf(job);
      if (index === -1) return;
      this.queue.splice(index, 1);
      this.abortListeners.delete(job);
      job.fail(job.signal.reason);
    };
    job.signal.addEventListener("abort", onAbort, { once: true });
    this.abortListeners.set(job, onAbort);
    if (position === "first") this.queue.unshift(job);
    else if (job.urgent) {
      // After the urgent jobs already waiting, before the first ordinary one.
      const firstOrdinary = this.queue.findIndex((waiting) => !waiting.urgent);
      this.queue.splice(firstOrdinary === -1 ? this.queue.length : firstOrdinary, 0, job);
    } else this.queue.push(job);
    this.dispatch();
    this.growForQueue();
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) {
      this.forget(job);
      job.fail(new Error(this.options.closedMessage));
    }
    await Promise.all(
      this.slots.map(async (slot) => {
        const worker = slot.worker ?? (await slot.starting?.catch(() => undefined));
        slot.worker = undefined;
        await worker?.close();
      }),
    );
  }

  /** Starts as many more workers as jobs wait beyond those already starting (up to the pool's size). */
  private growForQueue(): void {
    if (this.closed) return;
    let wanted = this.queue.length - this.slots.filter((slot) => slot.starting).length;
    for (const slot of this.slots) {
      if (wanted <= 0) return;
      if (slot.worker || slot.starting) continue;
      this.start(slot);
      wanted--;
    }
  }

  private start(slot: Slot<W>): void {
    const starting = this.options.start();
    slot.starting = starting;
    starting.then(
      (worker) => {
        slot.starting = undefined;
        if (this.closed) {
          void worker.close();
          return;
        }
        slot.worker = worker;
        this.dispatch();
      },
      (error: unknown) => {
        slot.starting = undefined;
        // No retry loop: if nothing can start, waiting jobs fail with the reason; the next submit tries again.
        if (this.slots.every((s) => !s.worker && !s.starting)) {
          for (const job of this.queue.splice(0)) {
            this.forget(job);
            job.fail(error);
          }
        }
      },
    );
  }

  private dispatch(): void {
    for (const slot of this.slots) {
      if (this.queue.length === 0) return;
      const worker = slot.worker;
      if (!worker || slot.busy) continue;
      if (!worker.alive) {
        slot.worker = undefined;
        void worker.close().catch(() => undefined);
        this.start(slot);
        continue;
      }
      const job = this.queue.shift()!;
      this.forget(job);
      slot.busy = true;
      worker.run(job).then(
        () => {
          slot.busy = false;
          this.dispatch();
        },
        (error: unknown) => {
          slot.busy = false;
          if (slot.worker === worker) slot.worker = undefined;
          void worker.close().catch(() => undefined);
          if (!this.closed) this.start(slot);
          if (error instanceof WorkerGoneError) this.enqueue(job, "first");
          this.dispatch();
        },
      );
    }
  }

  private forget(job: Job): void {
    const listener = this.abortListeners.get(job);
    if (listener) job.signal.removeEventListener("abort", listener);
    this.abortListeners.delete(job);
  }
}
