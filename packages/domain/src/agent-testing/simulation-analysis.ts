import type { LanguageModel } from "../ports/language-model.ts";
import type { TestTranscriptEntry } from "./agent-test-records.ts";
import { askModel, readsInstructions } from "./ask-model.ts";
import { transcriptText } from "./judge-reply.ts";

type Result = "success" | "failure" | "unknown";

/** How a simulated conversation went, and who judged it. */
export interface SimulationAnalysis {
  callSuccessful: Result;
  summary: string;
  title: string | null;
  criteria: Record<string, { result: Result; rationale: string }>;
}

/** A criterion to judge: the agent's evaluation criteria, the request's extra ones, a test's conditions. */
export interface AnalysisCriterion {
  id: string;
  prompt: string;
}

const isResult = (value: unknown): value is "success" | "failure" =>
  value === "success" || value === "failure";

/**
 * The analysis in a judge model's answer. `call_successful` must be "success" or "failure" and the
 * summary a text; a criterion the model left out or answered otherwise is "unknown" saying so.
 * Undefined when the answer is not such an object.
 */
export function parseAnalysis(
  answer: string,
  criteria: readonly AnalysisCriterion[],
): SimulationAnalysis | undefined {
  const start = answer.indexOf("{");
  const end = answer.lastIndexOf("}");
  if (start < 0 || end <= start) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(answer.slice(start, end + 1));
  } catch {
    return undefined;
  }
  if (typeof value !== "object" || value === null) return undefined;
  const fields = value as Record<string, unknown>;
  if (!isResult(fields.call_successful) || typeof fields.transcript_summary !== "string") return undefined;
  const given =
    typeof fields.criteria === "object" && fields.criteria !== null
      ? (fields.criteria as Record<string, unknown>)
      : {};
  const judged: SimulationAnalysis["criteria"] = {};
  for (const criterion of criteria) {
    const entry = given[criterion.id] as Record<string, unknown> | undefined;
    judged[criterion.id] =
      entry && isResult(entry.result) && typeof entry.rationale === "string"
        ? { result: entry.result, rationale: entry.rationale }
        : { result: "unknown", rationale: "The judge model gave no verdict for this criterion." };
  }
  return {
    callSuccessful: fields.call_successful,
    summary: fields.transcript_summary,
    title: typeof fields.call_summary_title === "string" ? fields.call_summary_title : null,
    criteria: judged,
  };
}

/** Without a model that reads instructions nothing judged the conversation: every answer says so. */
export function unjudgedAnalysis(
  criteria: readonly AnalysisCriterion[],
  model: LanguageModel,
): SimulationAnalysis {
  const why = `No language model is configured (the embedded ${model.id} engine cannot judge a conversation), so this was not judged.`;
  return {
    callSuccessful: "unknown",
    summary: why,
    title: null,
    criteria: Object.fromEntries(
      criteria.map((criterion) => [criterion.id, { result: "unknown", rationale: why }]),
    ),
  };
}

/** The judge model's analysis of a conversation against the criteria (all must hold for success). */
export async function analyzeConversation(
  model: LanguageModel,
  transcript: readonly TestTranscriptEntry[],
  criteria: readonly AnalysisCriterion[],
): Promise<SimulationAnalysis> {
  if (!readsInstructions(model)) return unjudgedAnalysis(criteria, model);
  const answer = await askModel(model, [
    {
      role: "system",
      content:
        'You evaluate a conversation between an AI agent and a user. Answer with one JSON object and nothing else: {"call_successful": "success" or "failure", "transcript_summary": "a few sentences", "call_summary_title": "a few words", "criteria": {"<criterion id>": {"result": "success" or "failure", "rationale": "why"}}}. The call is successful only if every criterion is met.',
    },
    {
      role: "user",
      content: `Criteria:\n${criteria.map((criterion) => `- ${criterion.id}: ${criterion.prompt}`).join("\n") || "- (none: judge whether the agent helped the user)"}\n\nConversation:\n${transcriptText(transcript)}`,
    },
  ]);
  return (
    parseAnalysis(answer, criteria) ?? {
      callSuccessful: "unknown",
      summary: `The judge model (${model.id}) did not answer with an analysis: ${answer.slice(0, 300)}`,
      title: null,
      criteria: Object.fromEntries(
        criteria.map((criterion) => [
          criterion.id,
          { result: "unknown", rationale: "The judge model gave no verdict." },
        ]),
      ),
    }
  );
}
