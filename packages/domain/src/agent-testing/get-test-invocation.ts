import { requirePermission } from "../auth/require-permission.ts";
import type { AuthenticatedContext } from "../context.ts";
import { findInvocation, type TestInvocationView, viewInvocation } from "./test-invocation-view.ts";

/** `GET /v1/convai/test-invocations/{id}`: the invocation and every run's state and result. */
export async function getTestInvocation(
  ctx: AuthenticatedContext,
  invocationId: string,
): Promise<TestInvocationView> {
  requirePermission(ctx, "convai_read");
  return viewInvocation(ctx, await findInvocation(ctx, invocationId));
}
