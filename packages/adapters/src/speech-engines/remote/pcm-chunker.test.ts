import { describe, expect, it } from "vitest";
import { PcmChunker } from "./pcm-chunker.ts";

describe("PcmChunker", () => {
  it("rebuilds samples split across chunks at odd byte boundaries", () => {
    const original = Int16Array.from([1, -2, 300, -32768, 32767, 12345, -1]);
    const bytes = new Uint8Array(original.buffer);
    const chunker = new PcmChunker();
    const out: number[] = [];
    for (const [from, to] of [
      [0, 1],
      [1, 2],
      [2, 5],
      [5, 5],
      [5, 6],
      [6, 13],
      [13, 14],
    ] as const) {
      out.push(...chunker.push(bytes.slice(from, to)));
    }
    expect(out).toEqual([...original]);
    expect(chunker.hasDanglingByte).toBe(false);
  });

  it("reports a stream that ends in the middle of a sample", () => {
    const chunker = new PcmChunker();
    expect([...chunker.push(Uint8Array.from([1, 0, 2]))]).toEqual([1]);
    expect(chunker.hasDanglingByte).toBe(true);
  });
});
