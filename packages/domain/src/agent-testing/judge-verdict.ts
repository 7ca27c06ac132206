/** A judge's verdict as the model wrote it. */
export interface ModelVerdict {
  result: "success" | "failure";
  rationale: string;
}

/** What judges are told to answer: the only shape `parseVerdict` accepts. */
export const verdictFormat =
  'Answer with one JSON object and nothing else: {"result": "success" or "failure", "rationale": "why, in one or two sentences"}.';

/**
 * The verdict in a judge model's answer: the JSON object it wrote (a code fence or words around it
 * are tolerated), with `result` exactly "success" or "failure" and a rationale. Anything else is
 * not a verdict (undefined): the run then fails saying so, rather than guessing.
 */
export function parseVerdict(answer: string): ModelVerdict | undefined {
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
  const { result, rationale } = value as Record<string, unknown>;
  if ((result !== "success" && result !== "failure") || typeof rationale !== "string" || !rationale.trim())
    return undefined;
  return { result, rationale: rationale.trim() };
}
