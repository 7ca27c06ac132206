import type { TestInvocationResponse } from "@chorus/contract";
import { describe, expect, it } from "vitest";
import { invocationProgress, summaryStatus } from "./invocation-status.ts";

const invocationWith = (statuses: string[], cancelled = false) =>
  ({
    cancelled,
    test_runs: statuses.map((status, index) => ({ test_run_id: `r${index}`, status })),
  }) as unknown as TestInvocationResponse;

describe("a run of tests as the Tests tab shows it", () => {
  it("runs while a test waits, counting the finished ones", () => {
    expect(invocationProgress(invocationWith(["passed", "pending", "pending"]))).toEqual({
      status: "running",
      done: 1,
      total: 3,
    });
  });

  it("fails when any test failed, passes when all passed, and a cancel wins over both", () => {
    expect(invocationProgress(invocationWith(["passed", "failed"])).status).toBe("failed");
    expect(invocationProgress(invocationWith(["passed", "passed"])).status).toBe("passed");
    expect(invocationProgress(invocationWith(["failed", "pending"], true)).status).toBe("cancelled");
    expect(summaryStatus({ cancelled: false, pending_count: 0, failed_count: 1, cancelled_count: 1 })).toBe(
      "cancelled",
    );
    expect(summaryStatus({ cancelled: false, pending_count: 2, failed_count: 0, cancelled_count: 0 })).toBe(
      "running",
    );
  });
});
