import { z } from "zod";
import { boundedRecord } from "../../bounds/bounded-values.ts";
import { idValue, inputLimits } from "../../bounds/input-limits.ts";
import { agentLimits } from "../../catalogues/agent-limits.ts";
import { convaiSettingsLimits } from "../../catalogues/convai-settings-limits.ts";
import { messages } from "../../errors/messages.ts";
import { ConversationConfigOverrideSchema } from "../../websockets/agent-conversation.ts";
import { DynamicVariableValueSchema } from "../agents/conversation-config-schema.ts";

const headerName = z
  .string()
  .min(1)
  .max(inputLimits.shortTextCharacters)
  .regex(/^[A-Za-z0-9!#$%&'*+.^_`|~-]+$/, messages.toolHeaderNameInvalid);

/** A header's value: written in place, or a workspace secret by id (`ConvAiSecretLocator`). */
const WebhookHeaderValueSchema = z.union([
  z.string().max(convaiSettingsLimits.webhookHeaderValueCharacters),
  z.object({ secret_id: idValue }),
]);

/**
 * `ConversationInitiationClientDataWebhook`: called before a conversation starts to fill its
 * dynamic variables and overrides. https only (the address is checked again on every call).
 */
export const ConversationInitiationWebhookSchema = z.object({
  url: z
    .url({ protocol: /^https$/, error: messages.initiationWebhookUrlInvalid })
    .max(inputLimits.urlCharacters),
  request_headers: boundedRecord(headerName, WebhookHeaderValueSchema, convaiSettingsLimits.webhookHeaders),
});

export const webhookEventTypes = [
  "transcript",
  "audio",
  "call_initiation_failure",
  "answering_machine_detection",
  "unredacted_transcript",
  "unredacted_audio",
] as const;

/** `ConvAiWebhooks`: the workspace's post-call webhook and what it is sent. */
export const ConvAiWebhooksSchema = z.object({
  post_call_webhook_id: idValue.nullish(),
  events: z.array(z.enum(webhookEventTypes)).max(webhookEventTypes.length).nullish(),
  transcript_format: z.enum(["json", "opentelemetry"]).nullish(),
  exclude_transcript: z.boolean().nullish(),
  send_audio: z.boolean().nullish(),
});

const retention = (limits: { min: number; max: number }) => z.number().int().min(limits.min).max(limits.max);

/** `PatchConvAiSettingsRequest`: what is left out stays as it was; `null` clears the webhook. */
export const PatchConvAiSettingsBodySchema = z.object({
  conversation_initiation_client_data_webhook: ConversationInitiationWebhookSchema.nullish(),
  webhooks: ConvAiWebhooksSchema.nullish(),
  can_use_mcp_servers: z.boolean().nullish(),
  rag_retention_period_days: retention(convaiSettingsLimits.ragRetentionDays).nullish(),
  conversation_embedding_retention_days: retention(
    convaiSettingsLimits.conversationEmbeddingRetentionDays,
  ).nullish(),
  default_livekit_stack: z.enum(["standard", "static"]).nullish(),
});

/** `GetConvAiSettingsResponseModel`. */
export const ConvAiSettingsSchema = z
  .object({
    conversation_initiation_client_data_webhook: z
      .object({
        url: z.string(),
        request_headers: z.record(z.string(), z.union([z.string(), z.object({ secret_id: z.string() })])),
      })
      .optional(),
    webhooks: z.object({
      post_call_webhook_id: z.string().optional(),
      events: z.array(z.enum(webhookEventTypes)).optional(),
      transcript_format: z.enum(["json", "opentelemetry"]).optional(),
      exclude_transcript: z.boolean().optional(),
      send_audio: z.boolean().optional(),
    }),
    can_use_mcp_servers: z.boolean(),
    rag_retention_period_days: z.number().int(),
    conversation_embedding_retention_days: z.number().int(),
    default_livekit_stack: z.enum(["standard", "static"]),
  })
  .meta({ id: "GetConvAiSettingsResponseModel" });

export type ConvAiSettings = z.output<typeof ConvAiSettingsSchema>;

const chartText = z.string().min(1).max(convaiSettingsLimits.chartTextCharacters);

/** One chart of the agents dashboard (the SDK's chart union). */
export const DashboardChartSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("call_success"), name: chartText }),
  z.object({ type: z.literal("criteria"), name: chartText, criteria_id: chartText }),
  z.object({ type: z.literal("data_collection"), name: chartText, data_collection_id: chartText }),
]);

export type DashboardChart = z.output<typeof DashboardChartSchema>;

/** `GetConvAiDashboardSettingsResponseModel`. */
export const DashboardSettingsSchema = z
  .object({ charts: z.array(DashboardChartSchema) })
  .meta({ id: "GetConvAiDashboardSettingsResponseModel" });

/**
 * What the conversation-initiation webhook answers (`conversation_initiation_client_data`), read
 * by the server: dynamic variables and overrides within the same bounds a client's own have.
 */
export const InitiationWebhookAnswerSchema = z.object({
  type: z.literal("conversation_initiation_client_data").optional(),
  dynamic_variables: boundedRecord(
    z
      .string()
      .regex(/^[A-Za-z_][A-Za-z0-9_]*$/)
      .max(inputLimits.shortTextCharacters),
    DynamicVariableValueSchema,
    agentLimits.dynamicVariables,
  ).nullish(),
  conversation_config_override: ConversationConfigOverrideSchema.nullish(),
  user_id: z.string().max(inputLimits.idCharacters).nullish(),
});

export type InitiationWebhookAnswer = z.output<typeof InitiationWebhookAnswerSchema>;
