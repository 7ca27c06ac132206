import { z } from "zod";
import { boundedRecord, jsonObjectOfAtMost } from "../bounds/bounded-values.ts";
import { inputLimits } from "../bounds/input-limits.ts";
import { agentLimits } from "../catalogues/agent-limits.ts";
import { toolLimits } from "../catalogues/tool-limits.ts";
import { DynamicVariableValueSchema } from "../operations/agents/conversation-config-schema.ts";

/**
 * The agent conversation WebSocket (reference §4.4, `@elevenlabs/client`). Not an HTTP operation:
 * the server, the tests and the web app share these schemas. Every frame is JSON text; the client's
 * audio travels base64 in `user_audio_chunk` frames (which have no `type`), and `type` tells every
 * other frame apart. The server answers the `convai` subprotocol the client asks for.
 */
export const agentConversationPath = "/v1/convai/conversation";
export const agentConversationSubprotocol = "convai";

export const AgentConversationQuerySchema = z.object({
  agent_id: z.string().min(1).max(inputLimits.idCharacters),
  /** A signed URL's single-use signature (private agents); `token` is the older spelling. */
  conversation_signature: z.string().max(inputLimits.tokenCharacters).optional(),
  token: z.string().max(inputLimits.tokenCharacters).optional(),
  /** The agent's shareable-link token (the public talk-to page). */
  shareable_token: z.string().max(inputLimits.tokenCharacters).optional(),
  source: z.string().max(inputLimits.shortTextCharacters).optional(),
  version: z.string().max(inputLimits.shortTextCharacters).optional(),
  environment: z.string().max(inputLimits.shortTextCharacters).optional(),
  /** Chorus extra: a call from the agent's test panel, charged at the development rate (spec 001 §9). */
  development: z.enum(["true", "false"]).optional(),
});

export type AgentConversationQuery = z.output<typeof AgentConversationQuerySchema>;

const text = (max: number) => z.string().max(max);

/** `conversation_config_override`: only fields the agent's `platform_settings.overrides` allow are used. */
export const ConversationConfigOverrideSchema = z.object({
  agent: z
    .object({
      prompt: z
        .object({
          prompt: text(agentLimits.promptCharacters).nullish(),
          llm: text(inputLimits.shortTextCharacters).nullish(),
        })
        .nullish(),
      first_message: text(agentLimits.firstMessageCharacters).nullish(),
      language: text(inputLimits.shortTextCharacters).nullish(),
    })
    .nullish(),
  tts: z
    .object({
      voice_id: text(inputLimits.idCharacters).nullish(),
      speed: z.number().min(0.7).max(1.2).nullish(),
      stability: z.number().min(0).max(1).nullish(),
      similarity_boost: z.number().min(0).max(1).nullish(),
    })
    .nullish(),
  asr: z
    .object({ keywords: z.array(text(inputLimits.shortTextCharacters)).max(agentLimits.keywords).nullish() })
    .nullish(),
  conversation: z.object({ text_only: z.boolean().nullish() }).nullish(),
});

export type ConversationConfigOverride = z.output<typeof ConversationConfigOverrideSchema>;

const eventId = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

/** Every client frame; `user_audio_chunk` frames are told apart by having no `type`. */
export const AgentConversationClientMessageSchema = z.discriminatedUnion("type", [
  z.object({
    type: z.literal("conversation_initiation_client_data"),
    conversation_config_override: ConversationConfigOverrideSchema.nullish(),
    custom_llm_extra_body: jsonObjectOfAtMost(16_384, "custom_llm_extra_body is too large").nullish(),
    dynamic_variables: boundedRecord(
      text(inputLimits.shortTextCharacters),
      DynamicVariableValueSchema,
      agentLimits.dynamicVariables,
    ).nullish(),
    user_id: text(inputLimits.idCharacters).nullish(),
    source_info: z
      .object({
        source: text(inputLimits.shortTextCharacters).nullish(),
        version: text(inputLimits.shortTextCharacters).nullish(),
      })
      .nullish(),
  }),
  z.object({ type: z.literal("pong"), event_id: eventId }),
  z.object({ type: z.literal("user_message"), text: text(agentLimits.firstMessageCharacters).nullish() }),
  z.object({ type: z.literal("contextual_update"), text: text(agentLimits.firstMessageCharacters) }),
  z.object({ type: z.literal("user_activity") }),
  z.object({ type: z.literal("feedback"), score: z.enum(["like", "dislike"]).nullable(), event_id: eventId }),
  z.object({
    type: z.literal("mcp_tool_approval_result"),
    tool_call_id: text(inputLimits.idCharacters),
    is_approved: z.boolean(),
  }),
  z.object({
    type: z.literal("client_tool_result"),
    tool_call_id: text(inputLimits.idCharacters),
    /** Text, as `@elevenlabs/client` sends it (objects JSON-stringified); a JSON value is taken too. */
    result: z
      .union([
        text(toolLimits.clientResultCharacters),
        z.number(),
        z.boolean(),
        jsonObjectOfAtMost(toolLimits.clientResultCharacters, "result is too large"),
      ])
      .nullish(),
    is_error: z.boolean().nullish(),
  }),
]);

export type AgentConversationClientMessage = z.output<typeof AgentConversationClientMessageSchema>;

/** `user_audio_chunk`: base64 PCM16LE (or μ-law) at the announced input format's rate. */
export const UserAudioChunkSchema = z.object({
  user_audio_chunk: z.string().max(inputLimits.websocketFrameBytes),
});

export type ConversationAudioFormat = `pcm_${number}` | "ulaw_8000";

/** The server frames Chorus sends (reference §4.4, the `type` discriminator and payload keys). */
export type AgentConversationServerEvent =
  | {
      type: "conversation_initiation_metadata";
      conversation_initiation_metadata_event: {
        conversation_id: string;
        agent_output_audio_format: string;
        user_input_audio_format: string;
      };
    }
  | {
      type: "audio";
      audio_event: {
        audio_base_64: string;
        event_id: number;
        alignment?: { chars: string[]; char_start_times_ms: number[]; char_durations_ms: number[] };
      };
    }
  | { type: "user_transcript"; user_transcription_event: { user_transcript: string; event_id: number } }
  | {
      type: "tentative_user_transcript";
      tentative_user_transcription_event: { user_transcript: string; event_id: number };
    }
  | { type: "agent_response"; agent_response_event: { agent_response: string; event_id: number } }
  | {
      type: "agent_response_correction";
      agent_response_correction_event: {
        original_agent_response: string;
        corrected_agent_response: string;
        event_id: number;
      };
    }
  | {
      type: "agent_chat_response_part";
      text_response_part: { text: string; type: "start" | "delta" | "stop"; event_id: number };
    }
  | { type: "interruption"; interruption_event: { event_id: number } }
  | { type: "ping"; ping_event: { event_id: number; ping_ms?: number } }
  | {
      type: "agent_tool_request";
      agent_tool_request: { tool_name: string; tool_call_id: string; tool_type: string; event_id: number };
    }
  | {
      type: "agent_tool_response";
      agent_tool_response: {
        tool_name: string;
        tool_call_id: string;
        tool_type: string;
        is_error: boolean;
        is_called: boolean;
        event_id: number;
      };
    }
  | {
      type: "client_tool_call";
      client_tool_call: {
        tool_name: string;
        tool_call_id: string;
        parameters: Record<string, unknown>;
        event_id: number;
      };
    }
  | {
      type: "mcp_tool_call";
      mcp_tool_call: {
        service_id: string;
        tool_call_id: string;
        tool_name: string;
        tool_description?: string;
        parameters: Record<string, unknown>;
        timestamp: string;
        state: "loading" | "awaiting_approval" | "success" | "failure";
        approval_timeout_secs?: number;
        result?: { type: "text"; text: string }[];
        error_message?: string;
      };
    }
  | {
      type: "mcp_connection_status";
      mcp_connection_status: {
        integrations: {
          integration_id: string;
          integration_type: "mcp_server";
          is_connected: boolean;
          tool_count: number;
        }[];
      };
    }
  | { type: "vad_score"; vad_score_event: { vad_score: number } }
  | {
      type: "error";
      error_event: {
        code: 1000 | 1002 | 1008 | 1011;
        message?: string;
        error_type?: string;
        reason?: string;
      };
    };
