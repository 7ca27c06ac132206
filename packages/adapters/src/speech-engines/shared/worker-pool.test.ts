import { describe, expect, it } from "vitest";
import { type PooledWorker, type PoolJob, WorkerGoneError, WorkerPool } from "./worker-pool.ts";

interface TestJob extends PoolJob {
  name: string;
  failure?: unknown;
}

/** A fake worker whose jobs finish when the test says so. */
class FakeWorker implements PooledWorker<TestJob> {
  static started = 0;
  readonly running: { job: TestJob; finish: () => void; crash: () => void; gone: () => void }[] = [];
  closed = false;
  alive = true;

  constructor(readonly log: string[]) {
    FakeWorker.started++;
  }

  run(job: TestJob): Promise<void> {
    this.log.push(job.name);
    return new Promise((resolve, reject) => {
      this.running.push({
        job,
        finish: resolve,
        crash: () => {
          job.fail(new Error("worker crashed"));
          reject(new Error("worker crashed"));
        },
        gone: () => reject(new WorkerGoneError("was already dead")),
      });
    });
  }

  async close() {
    this.closed = true;
  }
}

const job = (name: string, signal = new AbortController().signal): TestJob => {
  const created: TestJob = {
    name,
    signal,
    fail: (error) => {
      created.failure = error;
    },
  };
  return created;
};
const tick = () => new Promise((resolve) => setImmediate(resolve));

function pool(size: number, log: string[], start?: () => Promise<FakeWorker>) {
  const workers: FakeWorker[] = [];
  const created = new WorkerPool<TestJob, FakeWorker>({
    size,
    closedMessage: "closed",
    start:
      start ??
      (async () => {
        const worker = new FakeWorker(log);
        workers.push(worker);
        return worker;
      }),
  });
  return { pool: created, workers };
}

describe("WorkerPool", () => {
  it("serves jobs first come, first served as workers free up", async () => {
    const log: string[] = [];
    const { pool: p, workers } = pool(1, log);
    for (const name of ["a", "b", "c"]) p.submit(job(name));
    await tick();
    expect(log).toEqual(["a"]);
    workers[0]!.running[0]!.finish();
    await tick();
    workers[0]!.running[1]!.finish();
    await tick();
    expect(log).toEqual(["a", "b", "c"]);
  });

  it("warms only the workers asked for, and starts more only while jobs wait with none free", async () => {
    const log: string[] = [];
    const { pool: p, workers } = pool(3, log);
    await p.warmUp(1);
    expect(workers).toHaveLength(1);
    p.submit(job("a"));
    await tick();
    // One job, one idle worker: nothing more starts.
    expect(workers).toHaveLength(1);
    p.submit(job("b"));
    await tick();
    expect(workers).toHaveLength(2);
    expect(log).toEqual(["a", "b"]);
    workers[0]!.running[0]!.finish();
    await tick();
    p.submit(job("c"));
    await tick();
    // "c" went to the worker that freed up.
    expect(workers).toHaveLength(2);
    for (const name of ["d", "e", "f"]) p.submit(job(name));
    await tick();
    // Never more than the pool's size, however many wait.
    expect(workers).toHaveLength(3);
    expect(log).toEqual(["a", "b", "c", "d"]);
  });

  it("serves urgent jobs (first audio of a request) before ordinary ones, each class in order", async () => {
    const log: string[] = [];
    const { pool: p, workers } = pool(1, log);
    await p.warmUp();
    p.submit(job("a"));
    p.submit(job("b"));
    p.submit({ ...job("first-1"), urgent: true });
    p.submit(job("c"));
    p.submit({ ...job("first-2"), urgent: true });
    await tick();
    for (let i = 0; i < 4; i++) {
      workers[0]!.running[i]!.finish();
      await tick();
    }
    expect(log).toEqual(["a", "first-1", "first-2", "b", "c"]);
  });

  it("drops a job aborted while it waits, without it ever reaching a worker", async () => {
    const log: string[] = [];
    const { pool: p, workers } = pool(1, log);
    const controller = new AbortController();
    const waiting = job("b", controller.signal);
    p.submit(job("a"));
    p.submit(waiting);
    await tick();
    controller.abort(new Error("client left"));
    expect((waiting.failure as Error).message).toBe("client left");
    workers[0]!.running[0]!.finish();
    await tick();
    expect(log).toEqual(["a"]);
  });

  it("replaces a worker that dies; only its job fails and the queue goes on", async () => {
    const log: string[] = [];
    const { pool: p, workers } = pool(1, log);
    const doomed = job("a");
    p.submit(doomed);
    p.submit(job("b"));
    await tick();
    workers[0]!.running[0]!.crash();
    await tick();
    await tick();
    expect((doomed.failure as Error).message).toBe("worker crashed");
    expect(workers).toHaveLength(2);
    expect(workers[0]!.closed).toBe(true);
    expect(log).toEqual(["a", "b"]);
  });

  it("replaces a worker that died while idle before giving it a job", async () => {
    const log: string[] = [];
    const { pool: p, workers } = pool(1, log);
    await p.warmUp();
    workers[0]!.alive = false;
    p.submit(job("a"));
    await tick();
    await tick();
    expect(workers).toHaveLength(2);
    expect(workers[0]!.running).toHaveLength(0);
    expect(workers[1]!.running.map((r) => r.job.name)).toEqual(["a"]);
  });

  it("gives a job to another worker when its worker turns out to have died before taking it", async () => {
    const log: string[] = [];
    const { pool: p, workers } = pool(1, log);
    const survivor = job("a");
    p.submit(survivor);
    p.submit(job("b"));
    await tick();
    workers[0]!.running[0]!.gone();
    await tick();
    await tick();
    expect(survivor.failure).toBeUndefined();
    expect(workers[1]!.running.map((r) => r.job.name)).toEqual(["a"]);
  });

  it("fails waiting jobs with the reason when no worker can start", async () => {
    const { pool: p } = pool(2, [], () => Promise.reject(new Error("cannot start")));
    const waiting = job("a");
    p.submit(waiting);
    await tick();
    await tick();
    expect((waiting.failure as Error).message).toBe("cannot start");
    await expect(p.warmUp()).rejects.toThrow("cannot start");
  });

  it("fails queued jobs and refuses new ones once closed", async () => {
    const log: string[] = [];
    const { pool: p, workers } = pool(1, log);
    p.submit(job("a"));
    const queued = job("b");
    p.submit(queued);
    await tick();
    await p.close();
    expect((queued.failure as Error).message).toBe("closed");
    expect(workers[0]!.closed).toBe(true);
    const late = job("c");
    p.submit(late);
    expect((late.failure as Error).message).toBe("closed");
  });
});
