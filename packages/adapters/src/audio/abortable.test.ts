import { describe, expect, it, vi } from "vitest";
import { abortable } from "./abortable.ts";

describe("abortable", () => {
  it("passes values through and finishes with the source", async () => {
    async function* source() {
      yield 1;
      yield 2;
    }
    const seen: number[] = [];
    for await (const value of abortable(source(), new AbortController().signal)) seen.push(value);
    expect(seen).toEqual([1, 2]);
  });

  it("stops waiting for a stalled source on abort and asks it to stop", async () => {
    const returned = vi.fn(async () => ({ done: true as const, value: undefined }));
    let calls = 0;
    const stalled: AsyncIterable<number> = {
      [Symbol.asyncIterator]: () => ({
        next: () => (calls++ === 0 ? Promise.resolve({ done: false, value: 1 }) : new Promise(() => {})),
        return: returned,
      }),
    };
    const controller = new AbortController();
    const consumed = (async () => {
      for await (const _ of abortable(stalled, controller.signal))
        setTimeout(() => controller.abort(new Error("stop")), 10);
    })();
    await expect(consumed).rejects.toThrow("stop");
    expect(returned).toHaveBeenCalledOnce();
  });

  it("closes the source when the consumer breaks", async () => {
    let closed = false;
    async function* source() {
      try {
        yield 1;
        yield 2;
      } finally {
        closed = true;
      }
    }
    for await (const _ of abortable(source(), new AbortController().signal)) break;
    expect(closed).toBe(true);
  });

  it("works without a signal and rejects at once on an aborted one", async () => {
    async function* source() {
      yield "a";
    }
    const seen: string[] = [];
    for await (const value of abortable(source(), undefined)) seen.push(value);
    expect(seen).toEqual(["a"]);
    await expect(abortable(source(), AbortSignal.abort(new Error("late"))).next()).rejects.toThrow("late");
  });
});
