import { describe, expect, it } from "vitest";
import type { MeteredWork } from "../../generation/begin-metered-work.ts";
import { CallMeter } from "./call-meter.ts";

/** A reservation that grows to at most `quota` credits, and records what it was told. */
function reservation(quota: number) {
  const used: number[] = [];
  const ended: number[] = [];
  const work: MeteredWork = {
    requestId: "call",
    reserved: 2_000,
    async ensure(credits) {
      if (credits > quota) return false;
      (work as { reserved: number }).reserved = Math.max(work.reserved, credits);
      return true;
    },
    async use(credits) {
      used.push(credits);
    },
    async end(credits) {
      ended.push(credits);
    },
  };
  return { work, used, ended };
}

const startedAt = new Date("2026-11-27T10:00:00Z");
const clockAt = (seconds: number) => ({ now: () => new Date(startedAt.getTime() + seconds * 1000) });

describe("a call's use of credits", () => {
  it("charges by the started second: 30 s at 1,000 a minute is exactly 500", async () => {
    const { work, used } = reservation(10_000);
    const meter = new CallMeter(work, clockAt(30), startedAt, 1_000);
    expect(await meter.record(true)).toEqual({ seconds: 30, cost: 500 });
    expect(used).toEqual([500]);
    expect(new CallMeter(work, clockAt(29.2), startedAt, 1_000).elapsedSeconds()).toBe(30);
  });

  it("reserves 30 s ahead, and says how long the reserved credits last when the quota refuses more", async () => {
    const { work } = reservation(2_000);
    // 100 s used (1,667 credits): the next 30 s would need 2,167, over the quota; 2,000 reserved last 19 s more.
    const meter = new CallMeter(work, clockAt(100), startedAt, 1_000);
    expect(await meter.record(true)).toEqual({ seconds: 100, cost: 1_667, whenRefused: 19_000 });
    expect(await meter.record(false)).toEqual({ seconds: 100, cost: 1_667 });
  });

  it("settles the seconds that happened, never more than was reserved", async () => {
    const { work, ended } = reservation(2_000);
    const long = new CallMeter(work, clockAt(600), startedAt, 1_000);
    expect(long.finalUse()).toEqual({ seconds: 600, cost: 2_000 });
    const short = new CallMeter(work, clockAt(12), startedAt, 500);
    const use = short.finalUse();
    expect(use).toEqual({ seconds: 12, cost: 100 });
    await short.settle(use);
    expect(ended).toEqual([100]);
  });
});
