import { readsInstructions } from "../conversations/analysis/ask-model.ts";
import {
  type AnalysisCriterion,
  type ConversationAnalysis,
  type DataCollectionItem,
  itemSchema,
} from "../conversations/analysis/conversation-analysis.ts";
import { analyseWithModel } from "../conversations/analysis/model-analysis.ts";
import type { LanguageModel } from "../ports/language-model.ts";
import type { TestTranscriptEntry } from "./agent-test-records.ts";

/** How a simulated conversation went, and who judged it (a conversation's analysis, issue 19 §4). */
export type SimulationAnalysis = ConversationAnalysis;

/** Without a model that reads instructions nothing judged the conversation: every answer says so. */
export function unjudgedAnalysis(
  criteria: readonly AnalysisCriterion[],
  model: LanguageModel,
  items: readonly DataCollectionItem[] = [],
): SimulationAnalysis {
  const why = `No language model is configured (the embedded ${model.id} engine cannot judge a conversation), so this was not judged.`;
  return {
    callSuccessful: "unknown",
    summary: why,
    title: null,
    criteria: Object.fromEntries(
      criteria.map((criterion) => [criterion.id, { result: "unknown", rationale: why }]),
    ),
    dataCollection: Object.fromEntries(
      items.map((item) => [item.id, { value: null, rationale: why, jsonSchema: itemSchema(item) }]),
    ),
  };
}

/** The judge model's analysis of a simulated conversation against the criteria (all must hold for success). */
export async function analyzeConversation(
  model: LanguageModel,
  transcript: readonly TestTranscriptEntry[],
  criteria: readonly AnalysisCriterion[],
  items: readonly DataCollectionItem[] = [],
): Promise<SimulationAnalysis> {
  if (!readsInstructions(model)) return unjudgedAnalysis(criteria, model, items);
  return analyseWithModel(model, transcript, criteria, items);
}
