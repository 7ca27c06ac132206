import type { LanguageModelTool } from "@chorus/domain";
import { contentTerms } from "../words.ts";

/** One place a transfer tool can send the call, and the condition the agent was given for it. */
interface TransferChoice {
  value: number;
  terms: Set<string>;
}

/** The transfer tools' numbered parameters (`agent_number`, `transfer_number`) the engine can fill. */
const choiceParameters = ["agent_number", "transfer_number"];

/**
 * Words every condition is written with ("when the caller asks about …"): they say nothing about
 * which transfer is meant, so they are not matched.
 */
const conditionFrame = new Set(
  contentTerms(
    "caller callers user users customer customers client person someone asks asking ask wants want wanting " +
      "needs need requests request question questions talk speak speaking help mentions says inquires",
  ),
);

/** The words of a condition that say what it is about (the frame every condition has left out). */
function conditionTerms(condition: string): Set<string> {
  return new Set(contentTerms(condition).filter((term) => !conditionFrame.has(term)));
}

/** How many of a condition's words the caller said, when enough of it (one of a short condition, two of a longer one). */
function conditionHits(terms: ReadonlySet<string>, words: ReadonlySet<string>): number {
  let hits = 0;
  for (const term of terms) if (words.has(term)) hits++;
  return hits >= (terms.size > 3 ? 2 : 1) ? hits : 0;
}

/**
 * Whether the caller's words meet a condition by the same rule as a transfer's: they say enough of
 * its words (a workflow edge's `llm` condition on the retrieval engine, which reads no instructions).
 */
export function meetsCondition(condition: string, message: string): boolean {
  return conditionHits(conditionTerms(condition), new Set(contentTerms(message))) > 0;
}

/** A transfer tool's choices: a numbered parameter whose `oneOf` gives each number's condition. */
export function transferChoices(
  tool: LanguageModelTool,
): { parameter: string; choices: TransferChoice[] } | undefined {
  const properties = tool.parameters.properties;
  if (!properties || typeof properties !== "object") return undefined;
  for (const parameter of choiceParameters) {
    const property = (properties as Record<string, unknown>)[parameter];
    const oneOf =
      property && typeof property === "object" ? (property as { oneOf?: unknown }).oneOf : undefined;
    if (!Array.isArray(oneOf)) continue;
    const choices: TransferChoice[] = [];
    for (const option of oneOf.slice(0, 20)) {
      const { const: value, description } = (option ?? {}) as { const?: unknown; description?: unknown };
      if (typeof value !== "number" || typeof description !== "string") continue;
      choices.push({ value, terms: conditionTerms(description) });
    }
    return { parameter, choices };
  }
  return undefined;
}

/**
 * A transfer the caller's words ask for: the condition they share the most words with, when they
 * share enough of it (one word of a short condition, two of a longer one). Only `transfer_to_agent`
 * style tools are read; the engine never guesses a transfer from nothing.
 */
export function planTransfer(
  tools: readonly LanguageModelTool[],
  message: string,
): { name: string; arguments: Record<string, unknown> } | undefined {
  const words = new Set(contentTerms(message));
  let best: { name: string; parameter: string; value: number; hits: number } | undefined;
  for (const tool of tools) {
    const transfer = transferChoices(tool);
    if (!transfer) continue;
    for (const choice of transfer.choices) {
      const hits = conditionHits(choice.terms, words);
      if (hits > 0 && (!best || hits > best.hits))
        best = { name: tool.name, parameter: transfer.parameter, value: choice.value, hits };
    }
  }
  return best && { name: best.name, arguments: { [best.parameter]: best.value } };
}
