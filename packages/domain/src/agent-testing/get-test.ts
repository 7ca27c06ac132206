import { requirePermission } from "../auth/require-permission.ts";
import type { AuthenticatedContext } from "../context.ts";
import { findTest } from "./agent-test-access.ts";
import type { AgentTestRecord } from "./agent-test-records.ts";

/** `GET /v1/convai/agent-testing/{id}`. */
export async function getTest(ctx: AuthenticatedContext, testId: string): Promise<AgentTestRecord> {
  requirePermission(ctx, "convai_read");
  return findTest(ctx, testId);
}
