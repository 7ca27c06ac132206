import { describe, expect, it } from "vitest";
import { CallPing } from "./call-ping.ts";

describe("the call's pings", () => {
  it("carries the round trip of the latest answered ping, ignoring answers to older ones", () => {
    let now = 1_000;
    const pings = new CallPing(() => now);
    expect(pings.next()).toEqual({ eventId: 1 });
    now += 40;
    pings.answered(1);
    expect(pings.next()).toEqual({ eventId: 2, pingMs: 40 });
    now += 500;
    pings.answered(1);
    expect(pings.next()).toEqual({ eventId: 3, pingMs: 40 });
  });
});
