import { z } from "zod";
import { inputLimits } from "../../bounds/input-limits.ts";
import { embeddingModels } from "../../catalogues/knowledge-base-limits.ts";
import { LlmCategoryUsageSchema, LlmUsageSchema } from "./llm-usage-schemas.ts";

export const ConversationParamsSchema = z.object({
  conversation_id: z.string().min(1).max(inputLimits.idCharacters),
});

export const conversationStatuses = ["initiated", "in-progress", "processing", "done", "failed"] as const;
const callSuccessful = z.enum(["success", "failure", "unknown"]);

/**
 * `ConversationHistoryAnalysisCommonModel`: what the analysis after a call found (issue 19 §4), by
 * the language model, or by rules on the embedded engine (each rationale says which). Before it
 * ran: `call_successful` "unknown", an empty summary, no results.
 */
export const ConversationAnalysisSchema = z
  .object({
    call_successful: callSuccessful,
    transcript_summary: z.string(),
    call_summary_title: z.string().nullish(),
    evaluation_criteria_results: z.record(
      z.string(),
      z.object({ criteria_id: z.string(), result: callSuccessful, rationale: z.string() }),
    ),
    data_collection_results: z.record(
      z.string(),
      z.object({
        data_collection_id: z.string(),
        /** Of the item's type; null when the conversation did not give it. */
        value: z.union([z.string(), z.number(), z.boolean()]).nullable(),
        json_schema: z
          .object({ type: z.enum(["boolean", "string", "integer", "number"]), description: z.string() })
          .nullish(),
        rationale: z.string(),
      }),
    ),
  })
  .meta({ id: "ConversationHistoryAnalysisCommonModel" });

export type ConversationAnalysisWire = z.output<typeof ConversationAnalysisSchema>;

/** `ConversationSummaryResponseModel`. */
export const ConversationSummarySchema = z
  .object({
    agent_id: z.string(),
    agent_name: z.string().nullish(),
    conversation_id: z.string(),
    start_time_unix_secs: z.number().int(),
    call_duration_secs: z.number().int(),
    message_count: z.number().int(),
    status: z.enum(conversationStatuses),
    termination_reason: z.string().nullish(),
    call_successful: callSuccessful,
    /** With `summary_mode=include`, once the analysis ran. */
    transcript_summary: z.string().nullish(),
    call_summary_title: z.string().nullish(),
    main_language: z.string().nullish(),
    tag_ids: z.array(z.string()),
    /** Chorus extra: credits charged. */
    cost: z.number().int(),
  })
  .meta({ id: "ConversationSummaryResponseModel" });

const toolType = z.enum(["system", "client", "webhook", "mcp"]);

/** `ConversationHistoryTranscriptResponseModel`. */
export const TranscriptEntrySchema = z
  .object({
    role: z.enum(["user", "agent"]),
    /** The agent that spoke an agent turn (another one after a transfer), and its workflow node. */
    agent_metadata: z.object({ agent_id: z.string(), workflow_node_id: z.string().nullish() }).nullish(),
    message: z.string().nullish(),
    time_in_call_secs: z.number().int(),
    interrupted: z.boolean(),
    ignored_as_backchannel: z.boolean(),
    original_message: z.string().nullish(),
    source_medium: z.enum(["audio", "text"]).nullish(),
    tool_calls: z.array(
      z.object({
        type: toolType,
        request_id: z.string(),
        tool_name: z.string(),
        params_as_json: z.string(),
        tool_has_been_called: z.boolean(),
      }),
    ),
    tool_results: z.array(
      z.object({
        type: toolType,
        request_id: z.string(),
        tool_name: z.string(),
        result_value: z.string(),
        is_error: z.boolean(),
        tool_has_been_called: z.boolean(),
      }),
    ),
    feedback: z.object({ score: z.enum(["like", "dislike"]), time_in_call_secs: z.number().int() }).nullish(),
    producing_llm: z.string().nullish(),
    llm_usage: LlmUsageSchema.nullish(),
    conversation_turn_metrics: z
      .object({ metrics: z.record(z.string(), z.object({ elapsed_time: z.number() })) })
      .nullish(),
    contextual_update_info: z.object({ text: z.string() }).nullish(),
    /** The knowledge-base passages retrieval gave this reply (`RagRetrievalInfo`). */
    rag_retrieval_info: z
      .object({
        chunks: z.array(
          z.object({ document_id: z.string(), chunk_id: z.string(), vector_distance: z.number() }),
        ),
        embedding_model: z.enum(embeddingModels),
        retrieval_query: z.string(),
        rag_latency_secs: z.number(),
      })
      .nullish(),
  })
  .meta({ id: "ConversationHistoryTranscriptResponseModel" });

/** `GetConversationResponseModel`. */
export const ConversationResponseSchema = z
  .object({
    agent_id: z.string(),
    agent_name: z.string().nullish(),
    conversation_id: z.string(),
    status: z.enum(conversationStatuses),
    user_id: z.string().nullish(),
    transcript: z.array(TranscriptEntrySchema),
    metadata: z.object({
      start_time_unix_secs: z.number().int(),
      call_duration_secs: z.number().int(),
      cost: z.number().int(),
      termination_reason: z.string().nullish(),
      error: z.object({ code: z.number().int(), reason: z.string().nullish() }).nullish(),
      main_language: z.string().nullish(),
      text_only: z.boolean(),
      timezone: z.string().nullish(),
      authorization_method: z.string(),
      feedback: z.object({
        overall_score: z.enum(["like", "dislike"]).nullish(),
        likes: z.number().int(),
        dislikes: z.number().int(),
        rating: z.number().int().nullish(),
        comment: z.string().nullish(),
      }),
      charging: z.object({
        dev_discount: z.boolean(),
        call_charge: z.number().int(),
        /** The language models' cost in US dollars, reported (never charged: credits go by the minute). */
        llm_price: z.number().nullish(),
        llm_usage: LlmCategoryUsageSchema.nullish(),
      }),
    }),
    analysis: ConversationAnalysisSchema,
    conversation_initiation_client_data: z.object({
      dynamic_variables: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
      user_id: z.string().nullish(),
      source_info: z.object({ source: z.string().nullish(), version: z.string().nullish() }),
    }),
    has_audio: z.boolean(),
    has_user_audio: z.boolean(),
    has_response_audio: z.boolean(),
    /** Recordings of other parties (transfers); Chorus records the caller and the agent only. */
    has_auxiliary_audio: z.boolean(),
    tag_ids: z.array(z.string()),
  })
  .meta({ id: "GetConversationResponseModel" });

export type ConversationResponse = z.output<typeof ConversationResponseSchema>;
export type ConversationSummary = z.output<typeof ConversationSummarySchema>;
export type TranscriptEntry = z.output<typeof TranscriptEntrySchema>;
