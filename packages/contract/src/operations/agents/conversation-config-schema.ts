import { z } from "zod";
import { boundedRecord } from "../../bounds/bounded-values.ts";
import { inputLimits } from "../../bounds/input-limits.ts";
import {
  agentLimits,
  conversationAudioFormats,
  conversationClientEvents,
} from "../../catalogues/agent-limits.ts";
import { embeddingModels, knowledgeBaseLimits } from "../../catalogues/knowledge-base-limits.ts";
import { messages } from "../../errors/messages.ts";
import { systemToolParams } from "../tools/system-tool-params-schema.ts";

/**
 * An agent's `conversation_config` (the SDK's `ConversationalConfig`), every section complete as
 * stored and answered. Requests send any part of it: `ConversationConfigPatchSchema` is the same
 * shape with every field optional, and the domain merges a request over the agent (or over the
 * defaults) and checks the result against this schema. Fields the hosted product has and Chorus
 * does not use are dropped on the way in.
 */

const shortText = z.string().max(inputLimits.shortTextCharacters);
const languageCode = z
  .string()
  .regex(/^[a-z]{2,3}(-[a-z0-9]{2,8})?$/i, messages.agentLanguageInvalid)
  .max(inputLimits.shortTextCharacters);
const unitInterval = z.number().min(0).max(1);
/** `-1` (none) or a number of seconds within bounds (spec 001 §5: "timeout -1 means no cutoff"). */
const secondsOrNone = (bounds: { min: number; max: number }) =>
  z.number().refine((value) => value === -1 || (value >= bounds.min && value <= bounds.max), {
    message: messages.agentSecondsOutOfRange(bounds.min, bounds.max),
  });

export const DynamicVariableValueSchema = z.union([
  z.string().max(agentLimits.dynamicVariableCharacters),
  z.number(),
  z.boolean(),
]);

const dynamicVariableName = z
  .string()
  .regex(/^[A-Za-z_][A-Za-z0-9_]*$/)
  .max(inputLimits.shortTextCharacters);

export const DynamicVariablesSchema = boundedRecord(
  dynamicVariableName,
  DynamicVariableValueSchema,
  agentLimits.dynamicVariables,
);

/** A built-in system tool as the hosted product spells it (`SystemToolConfig`), with its own settings. */
const builtInTool = <Params extends z.ZodType>(params: Params) =>
  z
    .object({
      type: z.literal("system").default("system"),
      name: shortText,
      description: z.string().max(inputLimits.descriptionCharacters).default(""),
      params,
    })
    .nullable();

/**
 * The agent's system tools, each null when off. Transfers, voicemail detection and keypad tones
 * came with issue 19: agents saved before have them null (migration 0028).
 */
export const BuiltInToolsSchema = z.object({
  end_call: builtInTool(systemToolParams.end_call),
  language_detection: builtInTool(systemToolParams.language_detection),
  skip_turn: builtInTool(systemToolParams.skip_turn),
  transfer_to_agent: builtInTool(systemToolParams.transfer_to_agent),
  transfer_to_number: builtInTool(systemToolParams.transfer_to_number),
  voicemail_detection: builtInTool(systemToolParams.voicemail_detection),
  play_keypad_touch_tone: builtInTool(systemToolParams.play_keypad_touch_tone),
});

/** An agent's own OpenAI-compatible server; the API key is a workspace secret, named by id. */
export const CustomLlmSchema = z.object({
  url: z.url({ protocol: /^https?$/ }).max(inputLimits.urlCharacters),
  model_id: shortText.nullish(),
  api_key: z.object({ secret_id: z.string().min(1).max(inputLimits.idCharacters) }).nullish(),
  request_headers: boundedRecord(shortText, z.string().max(inputLimits.descriptionCharacters), 20).nullish(),
});

/** A knowledge-base entry the agent uses (`KnowledgeBaseLocator`); a folder stands for what it holds. */
export const KnowledgeBaseLocatorSchema = z.object({
  type: z.enum(["file", "url", "text", "folder"]),
  name: z.string().max(knowledgeBaseLimits.nameCharacters),
  id: z.string().min(1).max(inputLimits.idCharacters),
  /** "auto": retrieved when relevant (retrieval on); "prompt": always given whole. */
  usage_mode: z.enum(["auto", "prompt"]).default("auto"),
});

/** Retrieval settings (`RagConfig`): spec 001 §5 "Retrieval documents between 1 and 20". */
export const RagConfigSchema = z.object({
  enabled: z.boolean(),
  embedding_model: z.enum(embeddingModels),
  /** Passages further than this from the question (cosine distance) are dropped; vectors only. */
  max_vector_distance: z.number().min(0).max(2),
  max_documents_length: z
    .number()
    .int()
    .min(knowledgeBaseLimits.retrievedCharacters.min)
    .max(knowledgeBaseLimits.retrievedCharacters.max),
  max_retrieved_rag_chunks_count: z
    .number()
    .int()
    .min(knowledgeBaseLimits.retrievedChunks.min, messages.ragChunksOutOfRange)
    .max(knowledgeBaseLimits.retrievedChunks.max, messages.ragChunksOutOfRange),
});

export const AgentPromptSchema = z.object({
  prompt: z
    .string()
    .max(agentLimits.promptCharacters, messages.agentPromptTooLong(agentLimits.promptCharacters)),
  llm: shortText,
  temperature: z.number().min(0).max(2),
  /** `-1`: the model's own limit. */
  max_tokens: z.number().int().min(-1).max(32_768),
  /** An IANA zone for `system__time`; null: UTC. */
  timezone: z.string().max(inputLimits.shortTextCharacters).nullable(),
  custom_llm: CustomLlmSchema.nullable(),
  built_in_tools: BuiltInToolsSchema,
  /** The workspace tools (`/v1/convai/tools`) the agent uses; each must be the workspace's. */
  tool_ids: z.array(z.string().max(inputLimits.idCharacters)).max(inputLimits.idsPerRequest),
  /** The workspace's MCP servers (`/v1/convai/mcp-servers`) the agent uses; each must be the workspace's. */
  mcp_server_ids: z.array(z.string().max(inputLimits.idCharacters)).max(inputLimits.idsPerRequest).optional(),
  knowledge_base: z.array(KnowledgeBaseLocatorSchema).max(knowledgeBaseLimits.idsPerRequest),
  rag: RagConfigSchema,
});

export const AgentSectionSchema = z.object({
  first_message: z
    .string()
    .max(
      agentLimits.firstMessageCharacters,
      messages.agentFirstMessageTooLong(agentLimits.firstMessageCharacters),
    ),
  language: languageCode,
  max_conversation_duration_message: z.string().max(agentLimits.firstMessageCharacters),
  disable_first_message_interruptions: z.boolean(),
  dynamic_variables: z.object({ dynamic_variable_placeholders: DynamicVariablesSchema }),
  prompt: AgentPromptSchema,
});

export const AgentTtsSchema = z.object({
  model_id: shortText,
  voice_id: z.string().min(1).max(inputLimits.idCharacters),
  agent_output_audio_format: z.enum(conversationAudioFormats),
  optimize_streaming_latency: z.number().int().min(0).max(4),
  stability: unitInterval,
  speed: z.number().min(0.7).max(1.2),
  similarity_boost: unitInterval,
});

export const AgentAsrSchema = z.object({
  quality: z.enum(["high"]),
  provider: z.enum(["elevenlabs", "scribe_realtime"]),
  user_input_audio_format: z.enum(conversationAudioFormats),
  keywords: z.array(shortText).max(agentLimits.keywords),
});

export const AgentTurnSchema = z.object({
  turn_timeout: secondsOrNone(agentLimits.turnTimeoutSeconds),
  silence_end_call_timeout: secondsOrNone(agentLimits.silenceEndCallSeconds),
  turn_eagerness: z.enum(["patient", "normal", "eager"]),
});

export const AgentConversationSchema = z.object({
  text_only: z.boolean(),
  max_duration_seconds: z.number().int().min(1).max(agentLimits.maxDurationSeconds),
  client_events: z.array(z.enum(conversationClientEvents)).max(conversationClientEvents.length),
});

export const AgentVadSchema = z.object({ background_voice_detection: z.boolean() });

/** What one additional language changes (`LanguagePreset`): its first message, prompt and voice. */
export const LanguagePresetSchema = z.object({
  overrides: z.object({
    agent: z
      .object({
        first_message: z.string().max(agentLimits.firstMessageCharacters).nullish(),
        language: languageCode.nullish(),
        prompt: z.object({ prompt: z.string().max(agentLimits.promptCharacters).nullish() }).nullish(),
      })
      .nullish(),
    tts: z.object({ voice_id: z.string().min(1).max(inputLimits.idCharacters).nullish() }).nullish(),
  }),
  first_message_translation: z
    .object({
      source_hash: z.string().max(inputLimits.tokenCharacters),
      text: z.string().max(agentLimits.firstMessageCharacters),
    })
    .nullish(),
});

export const ConversationConfigSchema = z
  .object({
    agent: AgentSectionSchema,
    tts: AgentTtsSchema,
    asr: AgentAsrSchema,
    turn: AgentTurnSchema,
    conversation: AgentConversationSchema,
    vad: AgentVadSchema,
    language_presets: boundedRecord(languageCode, LanguagePresetSchema, agentLimits.languagePresets),
  })
  .meta({ id: "ConversationalConfig" });

export type ConversationConfig = z.output<typeof ConversationConfigSchema>;

/** A request's `conversation_config`: any part of it (the domain merges it and checks the whole). */
export const ConversationConfigPatchSchema = z.object({
  agent: AgentSectionSchema.extend({
    prompt: AgentPromptSchema.extend({
      built_in_tools: BuiltInToolsSchema.partial(),
      rag: RagConfigSchema.partial(),
    }).partial(),
    dynamic_variables: AgentSectionSchema.shape.dynamic_variables.partial(),
  })
    .partial()
    .optional(),
  tts: AgentTtsSchema.partial().optional(),
  asr: AgentAsrSchema.partial().optional(),
  turn: AgentTurnSchema.partial().optional(),
  conversation: AgentConversationSchema.partial().optional(),
  vad: AgentVadSchema.partial().optional(),
  language_presets: ConversationConfigSchema.shape.language_presets.optional(),
});

export type ConversationConfigPatch = z.output<typeof ConversationConfigPatchSchema>;
