import { describe, expect, it } from "vitest";
import { processSlots } from "./process-slots.ts";

describe("processSlots", () => {
  it("runs at most `size` jobs at once, the others in order", async () => {
    const run = processSlots(2);
    let running = 0;
    let peak = 0;
    const order: number[] = [];
    const job = (id: number) =>
      run(async () => {
        running++;
        peak = Math.max(peak, running);
        await new Promise((resolve) => setTimeout(resolve, 10));
        running--;
        order.push(id);
        return id;
      });
    expect(await Promise.all([1, 2, 3, 4, 5].map(job))).toEqual([1, 2, 3, 4, 5]);
    expect(peak).toBe(2);
    expect(order.slice(2)).toEqual([3, 4, 5]);
  });

  it("frees the slot when a job fails", async () => {
    const run = processSlots(1);
    await expect(run(() => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    expect(await run(async () => "next")).toBe("next");
  });
});
