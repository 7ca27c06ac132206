import type { ConversationAnalysisWire } from "@chorus/contract";
import type { ConversationAnalysis, ConversationRecord } from "@chorus/domain";

/** `ConversationHistoryAnalysisCommonModel` of an analysis (a conversation's, or a simulated one's). */
export function presentAnalysis(analysis: ConversationAnalysis): ConversationAnalysisWire {
  return {
    call_successful: analysis.callSuccessful,
    transcript_summary: analysis.summary,
    call_summary_title: analysis.title,
    evaluation_criteria_results: Object.fromEntries(
      Object.entries(analysis.criteria).map(([id, criterion]) => [
        id,
        { criteria_id: id, result: criterion.result, rationale: criterion.rationale },
      ]),
    ),
    data_collection_results: Object.fromEntries(
      Object.entries(analysis.dataCollection).map(([id, collected]) => [
        id,
        {
          data_collection_id: id,
          value: collected.value,
          json_schema: collected.jsonSchema,
          rationale: collected.rationale,
        },
      ]),
    ),
  };
}

/** A conversation's analysis; before it ran, "unknown" with no summary and no results. */
export function presentConversationAnalysis(conversation: ConversationRecord): ConversationAnalysisWire {
  if (conversation.analysis) return presentAnalysis(conversation.analysis);
  return {
    call_successful: conversation.callSuccessful,
    transcript_summary: "",
    call_summary_title: null,
    evaluation_criteria_results: {},
    data_collection_results: {},
  };
}
