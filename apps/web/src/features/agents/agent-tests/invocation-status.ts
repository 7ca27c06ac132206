import type { TestInvocationResponse } from "@chorus/contract";

/** An invocation as the tab shows it: running while a run waits or is judged, then its outcome. */
export type InvocationStatus = "running" | "passed" | "failed" | "cancelled";

interface Counts {
  cancelled: boolean;
  pending: number;
  failed: number;
  cancelledRuns: number;
}

function statusOfCounts({ cancelled, pending, failed, cancelledRuns }: Counts): InvocationStatus {
  if (pending > 0 && !cancelled) return "running";
  if (cancelled || cancelledRuns > 0) return "cancelled";
  return failed > 0 ? "failed" : "passed";
}

/** The status of a listed invocation (`TestInvocationSummaryResponseModel`). */
export const summaryStatus = (summary: {
  cancelled: boolean;
  pending_count: number;
  failed_count: number;
  cancelled_count: number;
}) =>
  statusOfCounts({
    cancelled: summary.cancelled,
    pending: summary.pending_count,
    failed: summary.failed_count,
    cancelledRuns: summary.cancelled_count,
  });

/** The status of an invocation with its runs, and how many of them have finished. */
export function invocationProgress(invocation: TestInvocationResponse) {
  const count = (status: string) => invocation.test_runs.filter((run) => run.status === status).length;
  const pending = count("pending");
  return {
    status: statusOfCounts({
      cancelled: invocation.cancelled,
      pending,
      failed: count("failed"),
      cancelledRuns: count("cancelled"),
    }),
    done: invocation.test_runs.length - pending,
    total: invocation.test_runs.length,
  };
}
