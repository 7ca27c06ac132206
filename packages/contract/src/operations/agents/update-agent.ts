import { z } from "zod";
import { inputLimits } from "../../bounds/input-limits.ts";
import { defineOperation } from "../../operation.ts";
import { queryBoolean } from "../voice-library/query-values.ts";
import { AgentParamsSchema, AgentResponseSchema, agentName } from "./agent-schemas.ts";
import { ConversationConfigPatchSchema } from "./conversation-config-schema.ts";
import { agentTags, PlatformSettingsPatchSchema } from "./platform-settings-schema.ts";
import { AgentWorkflowSchema } from "./workflow-schema.ts";

export const updateAgent = defineOperation({
  operationId: "conversationalAi.agents.update",
  method: "PATCH",
  path: "/v1/convai/agents/{agent_id}",
  summary: "Change an agent: any part of its configuration, its name or its tags",
  description:
    "Sections are merged into the agent's configuration; records (language presets, data collection) and lists are replaced whole. With `expected_version_id` (a Chorus extra) the change is refused with 409 `agent_version_conflict` when someone saved the agent since that version was read. A `workflow` replaces the agent's whole; it must have no `workflowProblems` (422 naming the first) and name only the workspace's agents and tools.",
  tag: "Agents",
  auth: { kind: "any", permission: "convai_write" },
  request: {
    params: AgentParamsSchema,
    query: z.object({
      enable_versioning_if_not_enabled: queryBoolean,
      branch_id: z.string().max(inputLimits.idCharacters).optional(),
      expected_version_id: z.string().max(inputLimits.idCharacters).optional(),
    }),
    body: z.object({
      conversation_config: ConversationConfigPatchSchema.nullish(),
      platform_settings: PlatformSettingsPatchSchema.nullish(),
      workflow: AgentWorkflowSchema.nullish(),
      name: agentName.nullish(),
      tags: agentTags.nullish(),
    }),
  },
  responses: { 200: AgentResponseSchema },
  errors: [
    "agent_not_found",
    "agent_version_conflict",
    "voice_not_found",
    "voice_unavailable",
    "invalid_request",
  ],
});
