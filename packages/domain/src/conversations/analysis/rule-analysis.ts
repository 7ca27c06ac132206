import type {
  AnalysedTurn,
  AnalysisCriterion,
  ConversationAnalysis,
  DataCollectionItem,
} from "./conversation-analysis.ts";
import { collectDataByRules } from "./data-collection-rules.ts";
import { extractiveSummary } from "./extractive-summary.ts";

/**
 * The analysis of a conversation whose agent has no model that reads instructions (the embedded
 * retrieval engine): data collection and the summary by rules over the caller's own words, the
 * criteria and the call's success "unknown", since deciding them needs a model. Every text says so.
 */
export function analyseWithRules(
  transcript: readonly AnalysedTurn[],
  criteria: readonly AnalysisCriterion[],
  items: readonly DataCollectionItem[],
  engine: string,
): ConversationAnalysis {
  const why = `No language model judged this: the agent's model is the embedded ${engine} engine, which cannot read a criterion.`;
  const { summary, title } = extractiveSummary(transcript);
  return {
    callSuccessful: "unknown",
    summary,
    title,
    criteria: Object.fromEntries(
      criteria.map((criterion) => [criterion.id, { result: "unknown", rationale: why }]),
    ),
    dataCollection: collectDataByRules(transcript, items),
  };
}
