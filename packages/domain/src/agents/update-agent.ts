import { messages } from "@chorus/contract";
import { requirePermission } from "../auth/require-permission.ts";
import type { AuthenticatedContext } from "../context.ts";
import { prepareAgentIndexes } from "../knowledge-base/agent-knowledge-base.ts";
import { secretIdsOfAgentConfig } from "../secrets/agent-secret-references.ts";
import { withSecretsHeld } from "../secrets/hold-secrets.ts";
import { DomainError } from "../shared/domain-error.ts";
import { assertMayEditAgents, findAgent } from "./agent-access.ts";
import type { AgentRecord } from "./agent-records.ts";
import { checkAgentConfig } from "./check-agent-config.ts";
import { checkAgentWorkflow } from "./check-agent-workflow.ts";
import { type AgentInput, newAgentVersionId } from "./create-agent.ts";
import { mergeConfig } from "./merge-agent-config.ts";

/**
 * `PATCH /v1/convai/agents/{id}`: the request's parts over the agent, checked whole. With
 * `expectedVersionId` the editor's version must still be current (spec 001 §8: "version conflict on
 * the server with a choice to overwrite or discard"); the write itself is conditional on the
 * version it read, so two saves at the same moment cannot both win.
 */
export async function updateAgent(
  ctx: AuthenticatedContext,
  agentId: string,
  input: AgentInput,
  expectedVersionId?: string,
): Promise<AgentRecord> {
  requirePermission(ctx, "convai_write");
  assertMayEditAgents(ctx);
  const current = await findAgent(ctx, agentId);
  if (expectedVersionId !== undefined && expectedVersionId !== current.versionId)
    throw new DomainError("agent_version_conflict", messages.agentVersionConflict);
  const checked = await checkAgentConfig(ctx, {
    conversationConfig: mergeConfig(current.conversationConfig, input.conversationConfig ?? undefined),
    platformSettings: mergeConfig(current.platformSettings, input.platformSettings ?? undefined),
  });
  const workflow = input.workflow
    ? await checkAgentWorkflow(ctx, agentId, input.workflow, checked.conversationConfig)
    : current.workflow;
  const updated = await withSecretsHeld(ctx, secretIdsOfAgentConfig(checked.conversationConfig), (store) =>
    store.agents.update(ctx.workspaceId, agentId, current.versionId, {
      name: input.name?.trim() || current.name,
      tags: input.tags ? [...new Set(input.tags)] : current.tags,
      ...checked,
      workflow,
      versionId: newAgentVersionId(),
      archived: checked.platformSettings.archived,
      updatedAt: ctx.ports.clock.now(),
    }),
  );
  if (!updated) {
    // Saved by someone else between our read and our write, or deleted meanwhile.
    await findAgent(ctx, agentId);
    throw new DomainError("agent_version_conflict", messages.agentVersionConflict);
  }
  await prepareAgentIndexes(ctx, updated.conversationConfig);
  return updated;
}
