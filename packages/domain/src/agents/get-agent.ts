import { requirePermission } from "../auth/require-permission.ts";
import type { AuthenticatedContext } from "../context.ts";
import { findAgent } from "./agent-access.ts";
import { type AgentView, viewAgent } from "./agent-view.ts";

/** `GET /v1/convai/agents/{id}`. */
export async function getAgent(ctx: AuthenticatedContext, agentId: string): Promise<AgentView> {
  requirePermission(ctx, "convai_read");
  return viewAgent(ctx, await findAgent(ctx, agentId));
}
