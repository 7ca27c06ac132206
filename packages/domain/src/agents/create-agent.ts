import type { AgentWorkflow, ConversationConfigPatch, PlatformSettingsPatch } from "@chorus/contract";
import { requirePermission } from "../auth/require-permission.ts";
import type { AuthenticatedContext } from "../context.ts";
import { prepareAgentIndexes } from "../knowledge-base/agent-knowledge-base.ts";
import { secretIdsOfAgentConfig } from "../secrets/agent-secret-references.ts";
import { withSecretsHeld } from "../secrets/hold-secrets.ts";
import { newId } from "../shared/ids.ts";
import { premadeVoices } from "../voices/premade-voices.ts";
import { assertMayEditAgents } from "./agent-access.ts";
import type { AgentRecord } from "./agent-records.ts";
import { checkAgentConfig } from "./check-agent-config.ts";
import { checkAgentWorkflow } from "./check-agent-workflow.ts";
import { defaultConversationConfig, defaultPlatformSettings } from "./default-agent-config.ts";
import { mergeConfig } from "./merge-agent-config.ts";

export interface AgentInput {
  name?: string | null;
  tags?: string[] | null;
  conversationConfig?: ConversationConfigPatch | null;
  platformSettings?: PlatformSettingsPatch | null;
  /** Replaces the agent's whole workflow; left out (or null) keeps it. */
  workflow?: AgentWorkflow | null;
}

export const newAgentId = () => `agent_${newId(24)}`;
export const newAgentVersionId = () => `agtvrsn_${newId(20)}`;

/** `POST /v1/convai/agents/create`: the request's parts over the defaults, checked whole. */
export async function createAgent(ctx: AuthenticatedContext, input: AgentInput): Promise<AgentRecord> {
  requirePermission(ctx, "convai_write");
  assertMayEditAgents(ctx);
  const defaults = {
    voiceId: premadeVoices[0]!.voiceId,
    llm: ctx.ports.languageModels.list()[0]!.llm,
  };
  const checked = await checkAgentConfig(ctx, {
    conversationConfig: mergeConfig(defaultConversationConfig(defaults), input.conversationConfig),
    platformSettings: mergeConfig(defaultPlatformSettings(), input.platformSettings ?? undefined),
  });
  const id = newAgentId();
  const workflow = input.workflow
    ? await checkAgentWorkflow(ctx, id, input.workflow, checked.conversationConfig)
    : null;
  const now = ctx.ports.clock.now();
  const agent: AgentRecord = {
    id,
    workspaceId: ctx.workspaceId,
    createdByUserId: ctx.userId,
    name: input.name?.trim() || "New agent",
    tags: [...new Set(input.tags ?? [])],
    ...checked,
    workflow,
    versionId: newAgentVersionId(),
    archived: checked.platformSettings.archived,
    createdAt: now,
    updatedAt: now,
    lastCallAt: null,
  };
  // The secrets it names stay until it is stored (a deletion meanwhile refuses the save instead).
  await withSecretsHeld(ctx, secretIdsOfAgentConfig(agent.conversationConfig), (store) =>
    store.agents.insert(agent),
  );
  await prepareAgentIndexes(ctx, agent.conversationConfig);
  return agent;
}
