import { VideoRenderError } from "@chorus/domain";
import { describe, expect, it } from "vitest";
import { RenderQueue } from "./render-queue.ts";

/** A task that finishes when told to, recording when it started. */
function gate(log: string[], name: string) {
  let open!: () => void;
  const done = new Promise<void>((resolve) => {
    open = resolve;
  });
  return {
    task: async () => {
      log.push(`start ${name}`);
      await done;
      return name;
    },
    open: () => open(),
  };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe("RenderQueue", () => {
  it("runs at most maxRunning at once, in arrival order, and refuses past maxWaiting", async () => {
    const queue = new RenderQueue(1, 1);
    const log: string[] = [];
    const a = gate(log, "a");
    const b = gate(log, "b");
    const first = queue.run(a.task);
    const second = queue.run(b.task);
    await expect(queue.run(async () => "c")).rejects.toSatisfy(
      (error) => error instanceof VideoRenderError && error.reason === "busy",
    );
    await tick();
    expect(log).toEqual(["start a"]);
    a.open();
    expect(await first).toBe("a");
    await tick();
    expect(log).toEqual(["start a", "start b"]);
    b.open();
    expect(await second).toBe("b");
    // Free again: a new task runs at once.
    expect(await queue.run(async () => "d")).toBe("d");
  });

  it("frees the slot when a task fails", async () => {
    const queue = new RenderQueue(1, 0);
    await expect(queue.run(async () => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    expect(await queue.run(async () => "next")).toBe("next");
  });
});
