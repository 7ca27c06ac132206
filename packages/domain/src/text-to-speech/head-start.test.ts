import { describe, expect, it } from "vitest";
import { withHeadStart } from "./head-start.ts";

/** A source that logs when each item is made and whether it was ended early. */
function source(log: string[], fail = false) {
  return (async function* () {
    try {
      for (const item of ["a", "b", "c"]) {
        log.push(`make ${item}`);
        if (fail) throw new Error("engine failed");
        yield item;
      }
    } finally {
      log.push("ended");
    }
  })();
}

const read = async (items: AsyncIterable<string>) => {
  const out: string[] = [];
  for await (const item of items) out.push(item);
  return out;
};

describe("a stream with a head start", () => {
  it("makes the first item on start, before anyone reads, and nothing more until read", async () => {
    const log: string[] = [];
    const head = withHeadStart(source(log));
    expect(log).toEqual([]);
    head.start();
    head.start();
    await Promise.resolve();
    expect(log).toEqual(["make a"]);
    expect(await read(head.items)).toEqual(["a", "b", "c"]);
    expect(log).toEqual(["make a", "make b", "make c", "ended"]);
  });

  it("reads as usual when never started", async () => {
    const log: string[] = [];
    expect(await read(withHeadStart(source(log)).items)).toEqual(["a", "b", "c"]);
  });

  it("ends the source when cancelled after the start, without an unhandled failure", async () => {
    const log: string[] = [];
    const head = withHeadStart(source(log));
    head.start();
    head.cancel();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(log).toEqual(["make a", "ended"]);
  });

  it("hands a failure of the first item to the reader", async () => {
    const head = withHeadStart(source([], true));
    head.start();
    await expect(read(head.items)).rejects.toThrow("engine failed");
  });
});
