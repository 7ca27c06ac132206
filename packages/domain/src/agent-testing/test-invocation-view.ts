import { messages } from "@chorus/contract";
import type { AuthenticatedContext } from "../context.ts";
import { DomainError } from "../shared/domain-error.ts";
import type { TestInvocationRecord, TestRunRecord } from "./agent-test-records.ts";

/** An invocation with its runs and who started it. */
export interface TestInvocationView {
  invocation: TestInvocationRecord;
  runs: TestRunRecord[];
  ranByEmail: string;
}

/** The workspace's invocation, or "test_invocation_not_found". */
export async function findInvocation(
  ctx: AuthenticatedContext,
  invocationId: string,
): Promise<TestInvocationRecord> {
  const invocation = await ctx.ports.store.testInvocations.find(ctx.workspaceId, invocationId);
  if (!invocation)
    throw new DomainError("test_invocation_not_found", messages.testInvocationNotFound(invocationId));
  return invocation;
}

export async function viewInvocation(
  ctx: AuthenticatedContext,
  invocation: TestInvocationRecord,
): Promise<TestInvocationView> {
  const runs = await ctx.ports.store.testInvocations.runs(ctx.workspaceId, [invocation.id]);
  const user = await ctx.ports.store.users.findById(invocation.createdByUserId);
  return { invocation, runs, ranByEmail: user?.email ?? "" };
}
