import type { ToolCallEvaluation } from "@chorus/contract";
import type { LanguageModelToolCall } from "../ports/language-model.ts";
import type { TestVerdict } from "./agent-test-records.ts";
import { matchParameter, valueAtPath } from "./tool-parameter-match.ts";

/** Judges an argument against a description (`llm` rules): a model, or an honest refusal without one. */
export type LlmParameterJudge = (
  value: unknown,
  description: string,
) => Promise<{ ok: boolean; why: string }>;

const verdict = (passed: boolean, summary: string, messages: string[] = []): TestVerdict => ({
  result: passed ? "success" : "failure",
  summary,
  messages,
});

/**
 * A tool test's verdict from the tool calls of the agent's reply (nothing is executed): the
 * expected tool called (or, with `verify_absence`, not called), each expected argument meeting its
 * rule. Without `check_any_tool_matches` a reply calling several tools fails; with it, any one call
 * of the expected tool that meets every rule passes.
 */
export async function judgeToolCall(
  calls: readonly LanguageModelToolCall[],
  test: {
    evaluation: ToolCallEvaluation | null | undefined;
    checkAnyToolMatches: boolean;
    expectedName?: string;
  },
  judgeLlm: LlmParameterJudge,
): Promise<TestVerdict> {
  const called = calls.map((call) => call.name);
  const expected = test.expectedName;
  if (!test.evaluation || !expected)
    return verdict(true, "The test names no tool: the reply's tool calls are not evaluated.", [
      called.length ? `The reply called ${called.join(", ")}.` : "The reply called no tool.",
    ]);
  if (test.evaluation.verify_absence)
    return called.includes(expected)
      ? verdict(false, `The agent called ${expected}, which the test expects it not to call.`)
      : verdict(true, `The agent did not call ${expected}, as expected.`);
  if (!test.checkAnyToolMatches && calls.length > 1)
    return verdict(
      false,
      `The agent called ${calls.length} tools (${called.join(", ")}); the test expects one call of ${expected}.`,
    );
  const candidates = calls.filter((call) => call.name === expected);
  if (candidates.length === 0)
    return verdict(
      false,
      called.length
        ? `The agent called ${called.join(", ")} instead of ${expected}.`
        : `The agent called no tool; the test expects a call of ${expected}.`,
    );
  let firstFailure: string[] | undefined;
  for (const call of candidates) {
    const notes: string[] = [];
    let ok = true;
    for (const parameter of test.evaluation.parameters ?? []) {
      const value = valueAtPath(call.arguments, parameter.path);
      const rule = parameter.eval;
      const outcome =
        rule.type === "llm"
          ? value === undefined
            ? { ok: false, why: "is missing" }
            : await judgeLlm(value, rule.description)
          : matchParameter(value, rule);
      notes.push(`${parameter.path} ${outcome.why}.`);
      ok &&= outcome.ok;
    }
    if (ok) return verdict(true, `The agent called ${expected} with the expected arguments.`, notes);
    firstFailure ??= notes;
  }
  return verdict(false, `The agent called ${expected}, but not with the expected arguments.`, firstFailure);
}
