import type { TestVerdict } from "./agent-test-records.ts";

/** Similarity at or above which a reply counts as like an example when only one kind is given. */
export const exampleLikeness = 0.5;

const wordsOf = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/** Cosine similarity of two texts' word counts (0: no word in common, 1: the same words as often). */
export function wordSimilarity(a: string, b: string): number {
  const count = (text: string) => {
    const counts = new Map<string, number>();
    for (const word of wordsOf(text)) counts.set(word, (counts.get(word) ?? 0) + 1);
    return counts;
  };
  const left = count(a);
  const right = count(b);
  let dot = 0;
  for (const [word, n] of left) dot += n * (right.get(word) ?? 0);
  const norm = (counts: Map<string, number>) =>
    Math.sqrt([...counts.values()].reduce((sum, n) => sum + n * n, 0));
  const denominator = norm(left) * norm(right);
  return denominator === 0 ? 0 : dot / denominator;
}

const best = (reply: string, examples: readonly string[]) =>
  examples.reduce((top, example) => Math.max(top, wordSimilarity(reply, example)), 0);

/**
 * The verdict without a language model (the embedded engine cannot read a condition): the reply
 * compared by shared words with the test's success and failure examples, and the rationale says
 * so. Without examples there is nothing honest to compare with: the result is "unknown" and the
 * run fails saying no model is configured.
 */
export function judgeByExamples(
  reply: string,
  test: { condition: string; successExamples: readonly string[]; failureExamples: readonly string[] },
): TestVerdict {
  const noModel = `No language model is configured to judge the condition "${test.condition.slice(0, 200)}".`;
  const { successExamples, failureExamples } = test;
  if (successExamples.length === 0 && failureExamples.length === 0)
    return {
      result: "unknown",
      summary: `${noModel} The test has no success or failure examples to compare the reply with, so it cannot pass.`,
      messages: ["Configure a language model (LLM_URL), or add success and failure examples to the test."],
    };
  const success = best(reply, successExamples);
  const failure = best(reply, failureExamples);
  const passed =
    successExamples.length === 0
      ? failure < exampleLikeness
      : failureExamples.length === 0
        ? success >= exampleLikeness
        : success > failure;
  const figures = [
    successExamples.length ? `closest success example ${success.toFixed(2)}` : "no success examples",
    failureExamples.length ? `closest failure example ${failure.toFixed(2)}` : "no failure examples",
  ].join(", ");
  return {
    result: passed ? "success" : "failure",
    summary: `${noModel} The reply was compared with the examples by shared words instead (${figures}): it is ${passed ? "closer to a success" : "closer to a failure"}.`,
    messages: [`Word similarity (0 to 1): ${figures}.`],
  };
}
