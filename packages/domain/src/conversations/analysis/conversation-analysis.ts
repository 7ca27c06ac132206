/**
 * What the analysis of an ended conversation finds (issue 19 §4), kept on the conversation and
 * answered as `analysis` (`ConversationHistoryAnalysisCommonModel`). The same shape serves the
 * simulated conversations of agent tests.
 */

export type AnalysisResult = "success" | "failure" | "unknown";

/** A data-collection item as the agent asks for it (`platform_settings.data_collection`). */
export interface DataCollectionItem {
  id: string;
  type: "boolean" | "string" | "integer" | "number";
  description: string;
}

/** A criterion to judge: the agent's evaluation criteria, a simulation's extra ones, a test's conditions. */
export interface AnalysisCriterion {
  id: string;
  prompt: string;
}

export interface CriterionResult {
  result: AnalysisResult;
  rationale: string;
}

export interface DataCollectionResult {
  /** The value read, of the item's type; null when none was found. */
  value: string | number | boolean | null;
  rationale: string;
  /** The item as it was when the conversation was analysed (`json_schema`). */
  jsonSchema: { type: DataCollectionItem["type"]; description: string };
}

export interface ConversationAnalysis {
  callSuccessful: AnalysisResult;
  summary: string;
  title: string | null;
  criteria: Record<string, CriterionResult>;
  dataCollection: Record<string, DataCollectionResult>;
}

/** A transcript line as the analysis reads it (a conversation's turns and a test's lines both fit). */
export interface AnalysedTurn {
  role: "user" | "agent";
  message: string | null;
  toolCalls: readonly { toolName: string; paramsAsJson: string }[];
  toolResults: readonly { toolName: string; resultValue: string }[];
}

/**
 * Bounds of what the analysis reads and keeps: a conversation can last hours, and a model may
 * answer at any length.
 */
export const analysisLimits = {
  /** Characters of transcript a judge model is given (the start and the end of a longer one). */
  transcriptCharacters: 60_000,
  summaryCharacters: 2_000,
  titleCharacters: 120,
  rationaleCharacters: 1_000,
  /** A string value of a data-collection item. */
  valueCharacters: 1_000,
} as const;

/** A text cut to `max` characters, with an ellipsis when it was longer. */
export function cutText(text: string, max: number): string {
  const trimmed = text.trim();
  return trimmed.length <= max ? trimmed : `${trimmed.slice(0, max - 1).trimEnd()}…`;
}

/** The item's wire `json_schema`. */
export const itemSchema = (item: DataCollectionItem): DataCollectionResult["jsonSchema"] => ({
  type: item.type,
  description: item.description,
});

/** The agent's data-collection items in the analysis's terms. */
export function dataCollectionItems(
  dataCollection: Record<string, { type: DataCollectionItem["type"]; description: string }>,
): DataCollectionItem[] {
  return Object.entries(dataCollection).map(([id, item]) => ({
    id,
    type: item.type,
    description: item.description,
  }));
}
