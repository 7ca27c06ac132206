import type { ConversationResponse, ConversationSummary, TranscriptEntry } from "@chorus/contract";
import type { ConversationRecord, ConversationTurn } from "@chorus/domain";
import { presentConversationAnalysis } from "./conversation-analysis-presenter.ts";
import { presentLlmCharging, presentTurnLlmUsage } from "./llm-usage-presenter.ts";

const unixSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** Turns with something said (contextual updates are shown as such, not counted as messages). */
const messageCount = (conversation: ConversationRecord) =>
  conversation.transcript.filter((turn) => turn.message).length;

/** `ConversationSummaryResponseModel`; with `withSummary`, the analysis's summary and title. */
export function presentConversationSummary(
  conversation: ConversationRecord,
  withSummary = false,
): ConversationSummary {
  return {
    agent_id: conversation.agentId,
    agent_name: conversation.agentName,
    conversation_id: conversation.id,
    start_time_unix_secs: unixSeconds(conversation.startedAt),
    call_duration_secs: conversation.durationSeconds,
    message_count: messageCount(conversation),
    status: conversation.status,
    termination_reason: conversation.metadata.terminationReason,
    call_successful: conversation.callSuccessful,
    ...(withSummary && conversation.analysis
      ? { transcript_summary: conversation.analysis.summary, call_summary_title: conversation.analysis.title }
      : {}),
    main_language: conversation.metadata.mainLanguage,
    tag_ids: conversation.tags,
    cost: conversation.cost,
  };
}

function presentTurn(turn: ConversationTurn): TranscriptEntry {
  return {
    role: turn.role,
    agent_metadata: turn.agentId
      ? { agent_id: turn.agentId, ...(turn.workflowNodeId ? { workflow_node_id: turn.workflowNodeId } : {}) }
      : null,
    message: turn.message,
    time_in_call_secs: turn.timeInCallSecs,
    interrupted: turn.interrupted,
    ignored_as_backchannel: turn.ignoredAsBackchannel,
    original_message: turn.originalMessage,
    source_medium: turn.sourceMedium,
    tool_calls: turn.toolCalls.map((call) => ({
      type: call.toolType,
      request_id: call.requestId,
      tool_name: call.toolName,
      params_as_json: call.paramsAsJson,
      tool_has_been_called: true,
    })),
    tool_results: turn.toolResults.map((result) => ({
      type: result.toolType,
      request_id: result.requestId,
      tool_name: result.toolName,
      result_value: result.resultValue,
      is_error: result.isError,
      tool_has_been_called: true,
    })),
    feedback: turn.feedback ? { score: turn.feedback, time_in_call_secs: turn.timeInCallSecs } : null,
    producing_llm: turn.producingLlm,
    llm_usage: presentTurnLlmUsage(turn),
    conversation_turn_metrics:
      turn.latencyMs === null
        ? null
        : { metrics: { convai_user_speech_end_to_agent_audio: { elapsed_time: turn.latencyMs / 1000 } } },
    contextual_update_info: turn.contextualUpdate ? { text: turn.contextualUpdate } : null,
    rag_retrieval_info: turn.ragRetrievalInfo
      ? {
          chunks: turn.ragRetrievalInfo.chunks.map((chunk) => ({
            document_id: chunk.documentId,
            chunk_id: chunk.chunkId,
            vector_distance: chunk.vectorDistance,
          })),
          embedding_model: turn.ragRetrievalInfo.embeddingModel,
          retrieval_query: turn.ragRetrievalInfo.retrievalQuery,
          rag_latency_secs: turn.ragRetrievalInfo.ragLatencySecs,
        }
      : null,
  };
}

/** `GetConversationResponseModel`. */
export function presentConversation(conversation: ConversationRecord): ConversationResponse {
  const { metadata } = conversation;
  const agentTurns = conversation.transcript.filter((turn) => turn.role === "agent");
  return {
    agent_id: conversation.agentId,
    agent_name: conversation.agentName,
    conversation_id: conversation.id,
    status: conversation.status,
    user_id: conversation.userId,
    transcript: conversation.transcript.map(presentTurn),
    metadata: {
      start_time_unix_secs: unixSeconds(conversation.startedAt),
      call_duration_secs: conversation.durationSeconds,
      cost: conversation.cost,
      termination_reason: metadata.terminationReason,
      error: metadata.error,
      main_language: metadata.mainLanguage,
      text_only: metadata.textOnly,
      timezone: metadata.timezone,
      authorization_method: metadata.authorizationMethod,
      feedback: {
        overall_score: metadata.feedback.overallScore,
        likes: agentTurns.filter((turn) => turn.feedback === "like").length,
        dislikes: agentTurns.filter((turn) => turn.feedback === "dislike").length,
        rating: metadata.feedback.rating,
        comment: metadata.feedback.comment,
      },
      charging: {
        dev_discount: metadata.development,
        call_charge: conversation.cost,
        ...presentLlmCharging(conversation),
      },
    },
    analysis: presentConversationAnalysis(conversation),
    conversation_initiation_client_data: {
      dynamic_variables: metadata.clientData.dynamicVariables,
      user_id: metadata.clientData.userId,
      source_info: { source: metadata.clientData.source, version: metadata.clientData.version },
    },
    has_audio: conversation.hasAudio,
    has_user_audio: conversation.hasAudio,
    has_response_audio: conversation.hasAudio,
    has_auxiliary_audio: false,
    tag_ids: conversation.tags,
  };
}
