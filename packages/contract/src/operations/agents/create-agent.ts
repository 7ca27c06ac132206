import { z } from "zod";
import { defineOperation } from "../../operation.ts";
import { queryBoolean } from "../voice-library/query-values.ts";
import { agentName, CreateAgentResponseSchema } from "./agent-schemas.ts";
import { ConversationConfigPatchSchema } from "./conversation-config-schema.ts";
import { agentTags, PlatformSettingsPatchSchema } from "./platform-settings-schema.ts";
import { AgentWorkflowSchema } from "./workflow-schema.ts";

export const createAgent = defineOperation({
  operationId: "conversationalAi.agents.create",
  method: "POST",
  path: "/v1/convai/agents/create",
  summary: "Create a conversational agent",
  description:
    "Every part of `conversation_config` and `platform_settings` is optional: what is left out takes the defaults a new agent has in the app. The voice must be one of the workspace's (live-moderated library voices are refused). A model name of the hosted product is accepted and served by this server's default model. A `workflow` must have no `workflowProblems` (422 naming the first) and name only the workspace's agents and tools.",
  tag: "Agents",
  auth: { kind: "any", permission: "convai_write" },
  request: {
    query: z.object({ enable_versioning: queryBoolean }),
    body: z.object({
      conversation_config: ConversationConfigPatchSchema.default({}),
      platform_settings: PlatformSettingsPatchSchema.nullish(),
      workflow: AgentWorkflowSchema.nullish(),
      name: agentName.nullish(),
      tags: agentTags.nullish(),
    }),
  },
  responses: { 200: CreateAgentResponseSchema },
  errors: ["voice_not_found", "voice_unavailable", "invalid_request"],
});
