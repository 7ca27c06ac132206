import {
  type ConversationConfig,
  ConversationConfigSchema,
  messages,
  type PlatformSettings,
  PlatformSettingsSchema,
} from "@chorus/contract";
import type { AuthenticatedContext } from "../context.ts";
import { checkAgentKnowledgeBase } from "../knowledge-base/agent-knowledge-base.ts";
import { mcpServerNotFound } from "../mcp-servers/mcp-server-access.ts";
import { secretIdsOfAgentConfig } from "../secrets/agent-secret-references.ts";
import { assertSecretsExist } from "../secrets/hold-secrets.ts";
import { DomainError } from "../shared/domain-error.ts";
import { findUsableVoice } from "../voices/get-voice.ts";
import { assertVoiceAllowedIn } from "../voices/library/live-moderation.ts";

/** `{{secret__name}}`: a secret dynamic variable, kept out of what the model and the caller see. */
const secretVariable = /\{\{\s*secret__[A-Za-z0-9_]+\s*\}\}/;

/**
 * Checks a merged configuration as a whole before it is stored: the shapes (a merge of valid parts
 * can still be incomplete), then the rules that span fields (spec 001 §5), then the voices, which
 * must be the workspace's and not live-moderated, and the tools (`tool_ids`), which must be the
 * workspace's.
 */
export async function checkAgentConfig(
  ctx: AuthenticatedContext,
  merged: { conversationConfig: unknown; platformSettings: unknown },
): Promise<{ conversationConfig: ConversationConfig; platformSettings: PlatformSettings }> {
  const parsedConfig = ConversationConfigSchema.safeParse(merged.conversationConfig);
  if (!parsedConfig.success) throw firstIssue(parsedConfig.error.issues, "conversation_config");
  const parsedSettings = PlatformSettingsSchema.safeParse(merged.platformSettings);
  if (!parsedSettings.success) throw firstIssue(parsedSettings.error.issues, "platform_settings");
  const conversationConfig = parsedConfig.data;
  const platformSettings = parsedSettings.data;

  if (platformSettings.privacy.zero_retention_mode && platformSettings.privacy.record_voice)
    throw DomainError.invalidField(
      ["body", "platform_settings", "privacy", "record_voice"],
      messages.storeCallAudioWithZeroRetention,
    );
  const criteria = platformSettings.evaluation.criteria;
  if (new Set(criteria.map((criterion) => criterion.id)).size !== criteria.length)
    throw DomainError.invalidField(
      ["body", "platform_settings", "evaluation", "criteria"],
      messages.agentCriterionDuplicate,
    );

  const agent = conversationConfig.agent;
  for (const [field, text, loc] of [
    ["the system prompt", agent.prompt.prompt, ["agent", "prompt", "prompt"]],
    ["the first message", agent.first_message, ["agent", "first_message"]],
  ] as const) {
    if (secretVariable.test(text))
      throw DomainError.invalidField(
        ["body", "conversation_config", ...loc],
        messages.agentSecretVariableNotAllowed(field),
      );
  }

  const voiceIds = new Set([
    conversationConfig.tts.voice_id,
    ...Object.values(conversationConfig.language_presets).flatMap(
      (preset) => preset.overrides.tts?.voice_id ?? [],
    ),
  ]);
  for (const voiceId of voiceIds) assertVoiceAllowedIn(await findUsableVoice(ctx, voiceId), "agents");
  // The workspace secrets it names (its model server's API key): unknown or another workspace's is a 404.
  await assertSecretsExist(ctx, secretIdsOfAgentConfig(conversationConfig));

  // Tools the agent uses must be the workspace's (issue 19 §2): another workspace's is unknown here.
  const toolIds = [...new Set(conversationConfig.agent.prompt.tool_ids)];
  if (toolIds.length > 0) {
    const known = new Set(
      (await ctx.ports.store.tools.findMany(ctx.workspaceId, toolIds)).map((tool) => tool.id),
    );
    const unknown = toolIds.find((id) => !known.has(id));
    if (unknown !== undefined) throw new DomainError("tool_not_found", messages.toolNotFound(unknown));
  }

  // A transfer hands the call to another agent of the workspace (at most 20, each looked up).
  const transfers = conversationConfig.agent.prompt.built_in_tools.transfer_to_agent?.params.transfers ?? [];
  for (const [index, transfer] of transfers.entries())
    if (!(await ctx.ports.store.agents.find(ctx.workspaceId, transfer.agent_id)))
      throw DomainError.invalidField(
        [
          ...["body", "conversation_config", "agent", "prompt", "built_in_tools", "transfer_to_agent"],
          ...["params", "transfers", index, "agent_id"],
        ],
        messages.transferAgentNotFound(transfer.agent_id),
      );

  // MCP servers likewise (and a workspace that does not allow MCP servers cannot have any to name).
  const mcpServerIds = [...new Set(conversationConfig.agent.prompt.mcp_server_ids ?? [])];
  if (mcpServerIds.length > 0) {
    const known = new Set(
      (await ctx.ports.store.mcpServers.findMany(ctx.workspaceId, mcpServerIds)).map((server) => server.id),
    );
    const unknown = mcpServerIds.find((id) => !known.has(id));
    if (unknown !== undefined) throw mcpServerNotFound(unknown);
  }

  conversationConfig.agent.prompt.knowledge_base = await checkAgentKnowledgeBase(
    ctx,
    conversationConfig.agent.prompt.knowledge_base,
  );
  return { conversationConfig, platformSettings };
}

/** A merged configuration that fails its schema: the first problem, at its field. */
function firstIssue(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  section: string,
): DomainError {
  const issue = issues[0]!;
  return DomainError.invalidField(
    ["body", section, ...issue.path.map((part) => (typeof part === "symbol" ? String(part) : part))],
    issue.message,
  );
}
