import type { ToolParameterEval } from "@chorus/contract";
import { hasNestedQuantifier } from "../shared/risky-regex.ts";

/** The longest argument text a regex is tried on (bounds the work of a user's pattern). */
const regexInputCharacters = 1_000;

/** An argument of a call by path: `customer.email`, `items[0]`, `items.0`. Undefined when absent. */
export function valueAtPath(args: Record<string, unknown>, path: string): unknown {
  let value: unknown = args;
  for (const key of path
    .replace(/\[(\d+)\]/g, ".$1")
    .split(".")
    .filter(Boolean)) {
    if (typeof value !== "object" || value === null) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

const asText = (value: unknown) => (typeof value === "string" ? value : JSON.stringify(value));

/** Whether one argument meets an exact, regex or anything rule; `llm` rules are judged by a model elsewhere. */
export function matchParameter(
  value: unknown,
  rule: Exclude<ToolParameterEval, { type: "llm" }>,
): { ok: boolean; why: string } {
  if (value === undefined) return { ok: false, why: "is missing" };
  const text = asText(value);
  if (rule.type === "anything") return { ok: true, why: "is present" };
  if (rule.type === "exact")
    return text === rule.expected_value
      ? { ok: true, why: `is ${JSON.stringify(rule.expected_value)}` }
      : { ok: false, why: `is ${JSON.stringify(text)}, expected ${JSON.stringify(rule.expected_value)}` };
  if (hasNestedQuantifier(rule.pattern))
    return {
      ok: false,
      why: `was not checked: the pattern ${rule.pattern} nests repetitions, which could run for ever`,
    };
  let pattern: RegExp;
  try {
    pattern = new RegExp(rule.pattern);
  } catch {
    return { ok: false, why: `was not checked: ${rule.pattern} is not a valid regular expression` };
  }
  return pattern.test(text.slice(0, regexInputCharacters))
    ? { ok: true, why: `matches ${rule.pattern}` }
    : { ok: false, why: `is ${JSON.stringify(text)}, which does not match ${rule.pattern}` };
}
