import { enqueueJob, type JobHandlers, jobLeaseMs, runDueJobs, runNextJob } from "@chorus/domain";
import { databaseKinds, startTestServer, type TestServer } from "@chorus/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

describe.each(databaseKinds)("background job queue on %s", (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, {}, { own: true });
  });
  afterAll(async () => server?.close());

  const enqueue = (kindName: string, payload: Record<string, unknown> = {}, maxAttempts?: number) =>
    enqueueJob(server.ports, server.ports.store, { kind: kindName, payload, workspaceId: null, maxAttempts });

  it("runs jobs oldest first, records progress, and finishes them", async () => {
    const seen: unknown[] = [];
    const handlers: JobHandlers = {
      "test.record": {
        async run({ job, reportProgress }) {
          await reportProgress(0.5);
          expect((await server.ports.store.jobs.find(job.id))?.progress).toBe(0.5);
          seen.push(job.payload.n);
        },
      },
    };
    const first = await enqueue("test.record", { n: 1 });
    server.clock.advance(1);
    await enqueue("test.record", { n: 2 });
    expect(await runDueJobs(server.ports, handlers)).toBe(2);
    expect(seen).toEqual([1, 2]);
    expect(await server.ports.store.jobs.find(first)).toMatchObject({
      state: "succeeded",
      progress: 1,
      attempts: 1,
    });
    expect(await runNextJob(server.ports, handlers)).toBe(false);
  });

  it("retries a failing job after a back-off, then gives up and tells its handler", async () => {
    const gaveUp: string[] = [];
    const handlers: JobHandlers = {
      "test.flaky": {
        async run() {
          throw new Error("disk on fire");
        },
        async onGaveUp(_, error) {
          gaveUp.push(error);
        },
      },
    };
    const id = await enqueue("test.flaky", {}, 2);
    expect(await runDueJobs(server.ports, handlers)).toBe(1);
    expect(await server.ports.store.jobs.find(id)).toMatchObject({
      state: "queued",
      attempts: 1,
      error: "disk on fire",
    });
    // Not due until its back-off has passed.
    expect(await runNextJob(server.ports, handlers)).toBe(false);
    server.clock.advanceMinutes(1);
    expect(await runNextJob(server.ports, handlers)).toBe(true);
    expect(await server.ports.store.jobs.find(id)).toMatchObject({ state: "failed", attempts: 2 });
    expect(gaveUp).toEqual(["disk on fire"]);
  });

  it("fails a job nobody can run, and claims a job again when its worker's lease ran out", async () => {
    const unknown = await enqueue("test.nobody");
    await runDueJobs(server.ports, {});
    expect((await server.ports.store.jobs.find(unknown))?.state).toBe("failed");

    const orphan = await enqueue("test.orphan");
    // A worker claims it and dies: the row stays `running` with a lease.
    const claimed = await server.ports.store.jobs.claimNext(
      server.clock.now(),
      new Date(server.clock.now().getTime() + jobLeaseMs),
    );
    expect(claimed?.id).toBe(orphan);
    const ran: string[] = [];
    const handlers: JobHandlers = { "test.orphan": { run: async ({ job }) => void ran.push(job.id) } };
    expect(await runNextJob(server.ports, handlers)).toBe(false);
    server.clock.advance(jobLeaseMs + 1);
    expect(await runNextJob(server.ports, handlers)).toBe(true);
    expect(ran).toEqual([orphan]);
    expect(await server.ports.store.jobs.find(orphan)).toMatchObject({ state: "succeeded", attempts: 2 });
  });

  it("never gives one job to two workers claiming at once (FOR UPDATE SKIP LOCKED)", async () => {
    const ids = [await enqueue("test.pair"), await enqueue("test.pair")];
    const lease = new Date(server.clock.now().getTime() + jobLeaseMs);
    const claims = await Promise.all([
      server.ports.store.jobs.claimNext(server.clock.now(), lease),
      server.ports.store.jobs.claimNext(server.clock.now(), lease),
      server.ports.store.jobs.claimNext(server.clock.now(), lease),
    ]);
    const claimed = claims.filter((job) => job !== undefined).map((job) => job.id);
    expect(claimed.sort()).toEqual([...ids].sort());
    expect(await server.ports.store.jobs.countUnfinished()).toBe(2);
  });
});
