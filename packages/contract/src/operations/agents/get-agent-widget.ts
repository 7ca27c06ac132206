import { z } from "zod";
import { inputLimits } from "../../bounds/input-limits.ts";
import { defineOperation } from "../../operation.ts";
import { AgentParamsSchema } from "./agent-schemas.ts";
import { AgentWidgetSchema } from "./platform-settings-schema.ts";
import { WidgetTextContentsResponseSchema } from "./widget-text-contents-schema.ts";

const widget = AgentWidgetSchema.shape;

/**
 * `WidgetConfigResponse`: how the embeddable widget looks and behaves, from the agent's
 * `platform_settings.widget`, plus what it needs of the conversation configuration (language, first
 * message, text only). Nothing else of the agent: the embed reads it without a key. Texts and radii
 * the agent leaves unset are left out (the SDK reads them as optional, not nullable).
 */
export const WidgetConfigResponseSchema = z
  .object({
    variant: widget.variant,
    placement: widget.placement,
    avatar: widget.avatar,
    feedback_mode: widget.feedback_mode,
    bg_color: z.string(),
    text_color: z.string(),
    btn_color: z.string(),
    btn_text_color: z.string(),
    border_color: z.string(),
    focus_color: z.string(),
    border_radius: z.number().int().optional(),
    btn_radius: z.number().int().optional(),
    action_text: z.string().optional(),
    start_call_text: z.string().optional(),
    end_call_text: z.string().optional(),
    expand_text: z.string().optional(),
    listening_text: z.string().optional(),
    speaking_text: z.string().optional(),
    shareable_page_text: z.string().optional(),
    shareable_page_show_terms: z.boolean(),
    terms_text: z.string().optional(),
    disable_banner: z.boolean(),
    mic_muting_enabled: z.boolean(),
    transcript_enabled: z.boolean(),
    text_input_enabled: z.boolean(),
    default_expanded: z.boolean(),
    always_expanded: z.boolean(),
    /** The agent's own widget texts; left out when it sets none. */
    text_contents: WidgetTextContentsResponseSchema.optional(),
    /** The agent's language (`conversation_config.agent.language`). */
    language: z.string(),
    /**
     * The other languages the agent speaks (its `language_presets`), when the widget offers a choice:
     * `language_selector` on and the language override allowed (else the choice would be ignored).
     */
    supported_language_overrides: z.array(z.string()).optional(),
    /** The agent is text only (`conversation_config.conversation.text_only`). */
    text_only: z.boolean(),
    supports_text_only: z.boolean(),
    first_message: z.string().optional(),
    /** Chorus talks over WebSocket only (no LiveKit). */
    use_rtc: z.boolean(),
  })
  .meta({ id: "WidgetConfigResponse" });

export type WidgetConfigResponse = z.output<typeof WidgetConfigResponseSchema>;

export const AgentWidgetResponseSchema = z
  .object({ agent_id: z.string(), widget_config: WidgetConfigResponseSchema })
  .meta({ id: "GetAgentEmbedResponseModel" });

export type AgentWidgetResponse = z.output<typeof AgentWidgetResponseSchema>;

export const getAgentWidget = defineOperation({
  operationId: "conversationalAi.agents.widget.get",
  method: "GET",
  path: "/v1/convai/agents/{agent_id}/widget",
  summary: "The agent's widget configuration, for the embed (no key needed)",
  description:
    'Public: the embed (`/convai-widget/embed.js`) reads it from any page. An agent with authentication on (`platform_settings.auth.enable_auth`) answers only with its shareable-link token in `shareable_token` (a Chorus extra, what the talk-to page holds); otherwise, and for a token that is not the agent\'s, it is 404 "Agent not found." as for an agent that does not exist. `conversation_signature` is accepted and not used.',
  tag: "Agents",
  auth: { kind: "public" },
  request: {
    params: AgentParamsSchema,
    query: z.object({
      conversation_signature: z.string().max(inputLimits.tokenCharacters).optional(),
      shareable_token: z.string().max(inputLimits.tokenCharacters).optional(),
    }),
  },
  responses: { 200: AgentWidgetResponseSchema },
  errors: ["agent_not_found"],
});
