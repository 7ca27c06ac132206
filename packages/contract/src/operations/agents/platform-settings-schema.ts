import { z } from "zod";
import { boundedRecord } from "../../bounds/bounded-values.ts";
import { inputLimits } from "../../bounds/input-limits.ts";
import { agentLimits } from "../../catalogues/agent-limits.ts";
import { messages } from "../../errors/messages.ts";
import { WidgetTextContentsSchema } from "./widget-text-contents-schema.ts";

/**
 * An agent's `platform_settings` (the SDK's `AgentPlatformSettingsResponseModel`): who may start a
 * conversation, what a client may override, the widget, privacy, call limits, and what to collect
 * and evaluate (stored here; evaluated by issue 19). Complete as stored; requests send any part.
 */

const flag = z.boolean();
const text = (max: number) => z.string().max(max);
const colour = z
  .string()
  .regex(/^#[0-9a-fA-F]{3,8}$/, messages.agentColourInvalid)
  .max(9);

/** A host name of the allowlist: `example.com`, `*.example.com` or `localhost:5173`. */
const hostname = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?$/, messages.agentAllowlistHostInvalid)
  .max(253);

export const AgentAuthSchema = z.object({
  enable_auth: flag,
  allowlist: z
    .array(z.object({ hostname }))
    .max(agentLimits.allowlistHosts)
    .refine(
      (hosts) => new Set(hosts.map((host) => host.hostname)).size === hosts.length,
      messages.agentAllowlistDuplicate,
    ),
  require_origin_header: flag,
  /** Set by Chorus when a shareable link is made (`GET …/link`); never taken from a request. */
  shareable_token: z.string().max(inputLimits.tokenCharacters).nullable(),
});

/** Which `conversation_config_override` fields a client may send (reference §4.4). */
export const AgentOverridesSchema = z.object({
  conversation_config_override: z.object({
    agent: z.object({
      first_message: flag,
      language: flag,
      prompt: z.object({ prompt: flag, llm: flag }),
    }),
    tts: z.object({ voice_id: flag, stability: flag, speed: flag, similarity_boost: flag }),
    asr: z.object({ keywords: flag }),
    conversation: z.object({ text_only: flag }),
  }),
  custom_llm_extra_body: flag,
  enable_conversation_initiation_client_data_from_webhook: flag,
});

const widgetText = text(inputLimits.nameCharacters).nullable();

export const AgentWidgetSchema = z.object({
  variant: z.enum(["tiny", "compact", "full", "expandable"]),
  placement: z.enum(["top-left", "top", "top-right", "bottom-left", "bottom", "bottom-right"]),
  avatar: z.discriminatedUnion("type", [
    z.object({ type: z.literal("orb"), color_1: colour, color_2: colour }),
    z.object({
      type: z.literal("url"),
      custom_url: z.url({ protocol: /^https?$/ }).max(inputLimits.urlCharacters),
    }),
    z.object({ type: z.literal("image"), url: z.string().max(inputLimits.urlCharacters) }),
  ]),
  feedback_mode: z.enum(["none", "during", "end"]),
  bg_color: colour,
  text_color: colour,
  btn_color: colour,
  btn_text_color: colour,
  border_color: colour,
  focus_color: colour,
  border_radius: z.number().int().min(0).max(64).nullable(),
  btn_radius: z.number().int().min(0).max(64).nullable(),
  action_text: widgetText,
  start_call_text: widgetText,
  end_call_text: widgetText,
  expand_text: widgetText,
  listening_text: widgetText,
  speaking_text: widgetText,
  shareable_page_text: text(inputLimits.descriptionCharacters).nullable(),
  shareable_page_show_terms: flag,
  terms_text: text(inputLimits.descriptionCharacters).nullable(),
  mic_muting_enabled: flag,
  transcript_enabled: flag,
  text_input_enabled: flag,
  default_expanded: flag,
  always_expanded: flag,
  language_selector: flag,
  supports_text_only: flag,
  disable_banner: flag,
  /** Optional: agents saved before it existed have none (the widget's own texts then). */
  text_contents: WidgetTextContentsSchema.optional(),
});

export const AgentPrivacySchema = z.object({
  /** Store call audio (spec 001 §5: not while zero retention mode is on). */
  record_voice: flag,
  /** Days conversations are kept; -1: unlimited (spec 001 §5). */
  retention_days: z
    .number()
    .int()
    .refine((days) => days === -1 || (days >= 1 && days <= agentLimits.retentionDays.max), {
      message: messages.agentRetentionDaysInvalid(agentLimits.retentionDays.max),
    }),
  delete_transcript_and_pii: flag,
  delete_audio: flag,
  apply_to_existing_conversations: flag,
  zero_retention_mode: flag,
});

export const AgentCallLimitsSchema = z.object({
  /** Simultaneous conversations of this agent; -1: the workspace's limit only. */
  agent_concurrency_limit: z.number().int().min(-1).max(1_000),
  daily_limit: z.number().int().min(1).max(1_000_000),
  bursting_enabled: flag,
});

export const DataCollectionItemSchema = z.object({
  type: z.enum(["boolean", "string", "integer", "number"]),
  description: text(inputLimits.descriptionCharacters),
});

export const EvaluationCriterionSchema = z.object({
  id: z.string().min(1).max(inputLimits.shortTextCharacters),
  name: z.string().min(1).max(inputLimits.nameCharacters),
  type: z.literal("prompt").default("prompt"),
  conversation_goal_prompt: text(inputLimits.descriptionCharacters),
  use_knowledge_base: flag.default(false),
});

export const PlatformSettingsSchema = z
  .object({
    auth: AgentAuthSchema,
    overrides: AgentOverridesSchema,
    widget: AgentWidgetSchema,
    privacy: AgentPrivacySchema,
    call_limits: AgentCallLimitsSchema,
    data_collection: boundedRecord(
      z
        .string()
        .regex(/^[A-Za-z_][A-Za-z0-9_]*$/)
        .max(inputLimits.shortTextCharacters),
      DataCollectionItemSchema,
      agentLimits.dataCollectionItems,
    ),
    evaluation: z.object({
      criteria: z.array(EvaluationCriterionSchema).max(agentLimits.evaluationCriteria),
    }),
    archived: flag,
  })
  .meta({ id: "AgentPlatformSettingsResponseModel" });

export type PlatformSettings = z.output<typeof PlatformSettingsSchema>;

/** A request's `platform_settings`: any part of it. */
export const PlatformSettingsPatchSchema = z.object({
  auth: AgentAuthSchema.omit({ shareable_token: true }).partial().optional(),
  overrides: z
    .object({
      conversation_config_override: z
        .object({
          agent: AgentOverridesSchema.shape.conversation_config_override.shape.agent
            .extend({
              prompt:
                AgentOverridesSchema.shape.conversation_config_override.shape.agent.shape.prompt.partial(),
            })
            .partial(),
          tts: AgentOverridesSchema.shape.conversation_config_override.shape.tts.partial(),
          asr: AgentOverridesSchema.shape.conversation_config_override.shape.asr.partial(),
          conversation: AgentOverridesSchema.shape.conversation_config_override.shape.conversation.partial(),
        })
        .partial(),
      custom_llm_extra_body: flag,
      enable_conversation_initiation_client_data_from_webhook: flag,
    })
    .partial()
    .optional(),
  widget: AgentWidgetSchema.partial().optional(),
  privacy: AgentPrivacySchema.partial().optional(),
  call_limits: AgentCallLimitsSchema.partial().optional(),
  data_collection: PlatformSettingsSchema.shape.data_collection.optional(),
  evaluation: PlatformSettingsSchema.shape.evaluation.optional(),
  archived: flag.optional(),
});

export type PlatformSettingsPatch = z.output<typeof PlatformSettingsPatchSchema>;

/** An agent's tags. */
export const agentTags = z
  .array(z.string().trim().min(1).max(inputLimits.labelCharacters))
  .max(agentLimits.tags);
