import type { LanguageModel } from "../../ports/language-model.ts";
import { askModel } from "./ask-model.ts";
import {
  type AnalysedTurn,
  type AnalysisCriterion,
  analysisLimits,
  type ConversationAnalysis,
  type CriterionResult,
  cutText,
  type DataCollectionItem,
  type DataCollectionResult,
  itemSchema,
} from "./conversation-analysis.ts";
import { boundedTranscriptText, transcriptText } from "./transcript-text.ts";

const isVerdict = (value: unknown): value is "success" | "failure" =>
  value === "success" || value === "failure";

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The JSON object in a model's answer (a code fence or words around it are tolerated). */
export function answerObject(answer: string): Record<string, unknown> | undefined {
  const start = answer.indexOf("{");
  const end = answer.lastIndexOf("}");
  if (start < 0 || end <= start) return undefined;
  try {
    const value: unknown = JSON.parse(answer.slice(start, end + 1));
    return isRecord(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** A value the model gave for an item, kept only when it is of the item's type. */
function typedValue(item: DataCollectionItem, value: unknown): DataCollectionResult["value"] | undefined {
  switch (item.type) {
    case "boolean":
      return typeof value === "boolean" ? value : undefined;
    case "integer":
      return typeof value === "number" && Number.isSafeInteger(value) ? value : undefined;
    case "number":
      return typeof value === "number" && Number.isFinite(value) ? value : undefined;
    case "string":
      return typeof value === "string" && value.trim()
        ? cutText(value, analysisLimits.valueCharacters)
        : undefined;
  }
}

const rationaleOf = (entry: Record<string, unknown>, otherwise: string) =>
  typeof entry.rationale === "string" && entry.rationale.trim()
    ? cutText(entry.rationale, analysisLimits.rationaleCharacters)
    : otherwise;

function collectedValue(item: DataCollectionItem, given: unknown): DataCollectionResult {
  const schema = itemSchema(item);
  if (!isRecord(given))
    return { value: null, rationale: "The analysis model gave no value for this item.", jsonSchema: schema };
  if (given.value === null || given.value === undefined)
    return {
      value: null,
      rationale: rationaleOf(given, "The analysis model found no value."),
      jsonSchema: schema,
    };
  const value = typedValue(item, given.value);
  if (value === undefined)
    return {
      value: null,
      rationale: `The analysis model's value was not a ${item.type}, so none was kept.`,
      jsonSchema: schema,
    };
  return { value, rationale: rationaleOf(given, "Given by the analysis model."), jsonSchema: schema };
}

/**
 * The analysis in a model's answer. `call_successful` must be "success" or "failure" and the summary
 * a text, else the answer is not an analysis (undefined): nothing is guessed. A criterion the model
 * left out or answered otherwise is "unknown" saying so; an item's value is kept only when it is of
 * the item's type. Every text is cut to the analysis's bounds.
 */
export function parseAnalysis(
  answer: string,
  criteria: readonly AnalysisCriterion[],
  items: readonly DataCollectionItem[] = [],
): ConversationAnalysis | undefined {
  const fields = answerObject(answer);
  if (!fields || !isVerdict(fields.call_successful) || typeof fields.transcript_summary !== "string")
    return undefined;
  const givenCriteria = isRecord(fields.criteria) ? fields.criteria : {};
  const judged: Record<string, CriterionResult> = {};
  for (const criterion of criteria) {
    const entry = givenCriteria[criterion.id];
    judged[criterion.id] =
      isRecord(entry) && isVerdict(entry.result) && typeof entry.rationale === "string"
        ? { result: entry.result, rationale: cutText(entry.rationale, analysisLimits.rationaleCharacters) }
        : { result: "unknown", rationale: "The judge model gave no verdict for this criterion." };
  }
  const givenItems = isRecord(fields.data_collection) ? fields.data_collection : {};
  const collected = Object.fromEntries(
    items.map((item) => [item.id, collectedValue(item, givenItems[item.id])]),
  );
  const title =
    typeof fields.call_summary_title === "string" && fields.call_summary_title.trim()
      ? cutText(fields.call_summary_title, analysisLimits.titleCharacters)
      : null;
  return {
    callSuccessful: fields.call_successful,
    summary: cutText(fields.transcript_summary, analysisLimits.summaryCharacters),
    title,
    criteria: judged,
    dataCollection: collected,
  };
}

const valueWords: Record<DataCollectionItem["type"], string> = {
  boolean: "true or false",
  string: "a string",
  integer: "an integer",
  number: "a number",
};

/** The instructions: one JSON object and nothing else, every criterion and item by its id. */
function analysisInstructions(items: readonly DataCollectionItem[]): string {
  const dataCollection = items.length
    ? ', "data_collection": {"<item id>": {"value": the value the user gave (of the item\'s type) or null when the conversation does not say it, "rationale": "where it was said, or why it is missing"}}'
    : "";
  return `You evaluate a conversation between an AI agent and a user. Answer with one JSON object and nothing else: {"call_successful": "success" or "failure", "transcript_summary": "a few sentences", "call_summary_title": "a few words", "criteria": {"<criterion id>": {"result": "success" or "failure", "rationale": "why"}}${dataCollection}}. The call is successful only if every criterion is met.`;
}

function analysisQuestion(
  transcript: readonly AnalysedTurn[],
  criteria: readonly AnalysisCriterion[],
  items: readonly DataCollectionItem[],
): string {
  const criteriaText =
    criteria.map((criterion) => `- ${criterion.id}: ${criterion.prompt}`).join("\n") ||
    "- (none: judge whether the agent helped the user)";
  const itemsText = items.length
    ? `\n\nData to collect (value types in brackets):\n${items.map((item) => `- ${item.id} [${valueWords[item.type]}]: ${item.description}`).join("\n")}`
    : "";
  const conversation = boundedTranscriptText(transcriptText(transcript), analysisLimits.transcriptCharacters);
  return `Criteria:\n${criteriaText}${itemsText}\n\nConversation:\n${conversation}`;
}

/**
 * A model's analysis of a conversation: the criteria judged (all must hold for success), the
 * data-collection items read, a summary and a title, in one strict JSON answer. An answer that is
 * not one gives "unknown" everywhere, quoting what the model said instead.
 */
export async function analyseWithModel(
  model: LanguageModel,
  transcript: readonly AnalysedTurn[],
  criteria: readonly AnalysisCriterion[],
  items: readonly DataCollectionItem[] = [],
): Promise<ConversationAnalysis> {
  const answer = await askModel(model, [
    { role: "system", content: analysisInstructions(items) },
    { role: "user", content: analysisQuestion(transcript, criteria, items) },
  ]);
  return (
    parseAnalysis(answer, criteria, items) ?? {
      callSuccessful: "unknown",
      summary: cutText(
        `The judge model (${model.id}) did not answer with an analysis: ${answer.slice(0, 300)}`,
        analysisLimits.summaryCharacters,
      ),
      title: null,
      criteria: Object.fromEntries(
        criteria.map((criterion) => [
          criterion.id,
          { result: "unknown", rationale: "The judge model gave no verdict." },
        ]),
      ),
      dataCollection: Object.fromEntries(
        items.map((item) => [
          item.id,
          { value: null, rationale: "The judge model gave no analysis.", jsonSchema: itemSchema(item) },
        ]),
      ),
    }
  );
}
