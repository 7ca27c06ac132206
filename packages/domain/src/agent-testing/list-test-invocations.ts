import { messages } from "@chorus/contract";
import { requirePermission } from "../auth/require-permission.ts";
import type { AuthenticatedContext } from "../context.ts";
import { DomainError } from "../shared/domain-error.ts";
import type { TestInvocationRecord, TestRunRecord } from "./agent-test-records.ts";

export interface TestInvocationListQuery {
  agentId?: string;
  testId?: string;
  from?: Date;
  to?: Date;
  pageSize: number;
  cursor?: string;
}

export interface TestInvocationSummary {
  invocation: TestInvocationRecord;
  counts: Record<"total" | "passed" | "failed" | "pending" | "cancelled", number>;
}

const encodeCursor = (invocation: TestInvocationRecord) =>
  Buffer.from(`${invocation.createdAt.getTime()}:${invocation.id}`).toString("base64url");

function decodeCursor(cursor: string): { createdAt: Date; id: string } {
  const [time, id] = Buffer.from(cursor, "base64url").toString().split(":");
  if (!id || !/^\d+$/.test(time ?? ""))
    throw DomainError.invalidField(["query", "cursor"], messages.invalidCursor);
  return { createdAt: new Date(Number(time)), id };
}

const countsOf = (runs: readonly TestRunRecord[]): TestInvocationSummary["counts"] => ({
  total: runs.length,
  passed: runs.filter((run) => run.state === "passed").length,
  failed: runs.filter((run) => run.state === "failed").length,
  pending: runs.filter((run) => run.state === "pending" || run.state === "running").length,
  cancelled: runs.filter((run) => run.state === "cancelled").length,
});

/** `GET /v1/convai/test-invocations`: newest first, a page at a time, with each one's run counts. */
export async function listTestInvocations(
  ctx: AuthenticatedContext,
  query: TestInvocationListQuery,
): Promise<{ invocations: TestInvocationSummary[]; nextCursor: string | null; hasMore: boolean }> {
  requirePermission(ctx, "convai_read");
  const found = await ctx.ports.store.testInvocations.list(ctx.workspaceId, {
    ...(query.agentId ? { agentId: query.agentId } : {}),
    ...(query.testId ? { testId: query.testId } : {}),
    ...(query.from ? { from: query.from } : {}),
    ...(query.to ? { to: query.to } : {}),
    ...(query.cursor ? { before: decodeCursor(query.cursor) } : {}),
    limit: query.pageSize + 1,
  });
  const page = found.slice(0, query.pageSize);
  const runs = await ctx.ports.store.testInvocations.runs(
    ctx.workspaceId,
    page.map((invocation) => invocation.id),
  );
  const hasMore = found.length > page.length;
  return {
    invocations: page.map((invocation) => ({
      invocation,
      counts: countsOf(runs.filter((run) => run.invocationId === invocation.id)),
    })),
    nextCursor: hasMore ? encodeCursor(page.at(-1)!) : null,
    hasMore,
  };
}
