import { requirePermission } from "../auth/require-permission.ts";
import type { AuthenticatedContext } from "../context.ts";
import { findTestFolder } from "./agent-test-access.ts";
import { type AgentTestView, viewTests } from "./agent-test-view.ts";

/** `GET /v1/convai/agent-testing/folders/{id}`. */
export async function getTestFolder(ctx: AuthenticatedContext, folderId: string): Promise<AgentTestView> {
  requirePermission(ctx, "convai_read");
  const [view] = await viewTests(ctx, [await findTestFolder(ctx, folderId)]);
  return view!;
}
