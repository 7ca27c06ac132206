import type { ConversationConfigPatch, PlatformSettingsPatch } from "@chorus/contract";
import type { AgentRecord } from "../agents/agent-records.ts";
import { checkAgentConfig } from "../agents/check-agent-config.ts";
import { mergeConfig } from "../agents/merge-agent-config.ts";
import type { AuthenticatedContext } from "../context.ts";
import type { TestedAgentConfig } from "./agent-test-records.ts";

export interface AgentConfigOverride {
  conversation_config: ConversationConfigPatch;
  platform_settings?: PlatformSettingsPatch | null;
}

/**
 * `agent_config_override`: merged over the agent like an update and checked whole by the same
 * rules (never saved). Null without an override: runs use the agent as saved.
 */
export async function testedConfig(
  ctx: AuthenticatedContext,
  agent: AgentRecord,
  override: AgentConfigOverride | null | undefined,
): Promise<TestedAgentConfig | null> {
  if (!override) return null;
  return checkAgentConfig(ctx, {
    conversationConfig: mergeConfig(agent.conversationConfig, override.conversation_config),
    platformSettings: mergeConfig(agent.platformSettings, override.platform_settings ?? undefined),
  });
}
