import { requirePermission } from "../auth/require-permission.ts";
import type { AuthenticatedContext } from "../context.ts";
import { secretIdsOfAgentConfig } from "../secrets/agent-secret-references.ts";
import { withSecretsHeld } from "../secrets/hold-secrets.ts";
import { assertMayEditAgents, findAgent } from "./agent-access.ts";
import type { AgentRecord } from "./agent-records.ts";
import { newAgentId, newAgentVersionId } from "./create-agent.ts";

/**
 * `POST /v1/convai/agents/{id}/duplicate`: the configuration under a new id, made by the caller.
 * The shareable link is the original's alone, and the copy has had no calls.
 */
export async function duplicateAgent(
  ctx: AuthenticatedContext,
  agentId: string,
  name?: string | null,
): Promise<AgentRecord> {
  requirePermission(ctx, "convai_write");
  assertMayEditAgents(ctx);
  const original = await findAgent(ctx, agentId);
  const now = ctx.ports.clock.now();
  const copy: AgentRecord = {
    ...original,
    id: newAgentId(),
    createdByUserId: ctx.userId,
    name: name?.trim() || `${original.name} (copy)`,
    platformSettings: {
      ...original.platformSettings,
      auth: { ...original.platformSettings.auth, shareable_token: null },
    },
    versionId: newAgentVersionId(),
    createdAt: now,
    updatedAt: now,
    lastCallAt: null,
  };
  await withSecretsHeld(ctx, secretIdsOfAgentConfig(copy.conversationConfig), (store) =>
    store.agents.insert(copy),
  );
  return copy;
}
