import { z } from "zod";
import { inputLimits } from "../../bounds/input-limits.ts";
import { ConversationConfigSchema } from "./conversation-config-schema.ts";
import { PlatformSettingsSchema } from "./platform-settings-schema.ts";
import { AgentWorkflowResponseSchema } from "./workflow-schema.ts";

export const AgentParamsSchema = z.object({
  agent_id: z.string().min(1).max(inputLimits.idCharacters),
});

export const agentName = z.string().trim().max(inputLimits.nameCharacters);

/** `ResourceAccessInfo`: who made the agent and the caller's role on it. */
export const ResourceAccessInfoSchema = z
  .object({
    is_creator: z.boolean(),
    creator_name: z.string(),
    creator_email: z.string(),
    role: z.enum(["admin", "editor", "commenter", "viewer"]),
  })
  .meta({ id: "ResourceAccessInfo" });

/** `GetAgentResponseModel`. `version_id` changes with every save (the editors' conflict check). */
export const AgentResponseSchema = z
  .object({
    agent_id: z.string(),
    name: z.string(),
    conversation_config: ConversationConfigSchema,
    metadata: z.object({
      created_at_unix_secs: z.number().int(),
      updated_at_unix_secs: z.number().int(),
    }),
    platform_settings: PlatformSettingsSchema,
    phone_numbers: z.array(z.never()),
    /** Always answered (empty when the agent has none): the SDK requires its parts when present. */
    workflow: AgentWorkflowResponseSchema,
    access_info: ResourceAccessInfoSchema,
    tags: z.array(z.string()),
    version_id: z.string(),
  })
  .meta({ id: "GetAgentResponseModel" });

export type AgentResponse = z.output<typeof AgentResponseSchema>;

/** `AgentSummaryResponseModel`. */
export const AgentSummarySchema = z
  .object({
    agent_id: z.string(),
    name: z.string(),
    voice_id: z.string(),
    tags: z.array(z.string()),
    created_at_unix_secs: z.number().int(),
    access_info: ResourceAccessInfoSchema,
    last_call_time_unix_secs: z.number().int().nullish(),
    archived: z.boolean(),
  })
  .meta({ id: "AgentSummaryResponseModel" });

export type AgentSummary = z.output<typeof AgentSummarySchema>;

export const CreateAgentResponseSchema = z
  .object({ agent_id: z.string() })
  .meta({ id: "CreateAgentResponseModel" });
