import { z } from "zod";

/** What a model's tokens cost, in US dollars per million tokens (the unit providers publish). */
export interface LanguageModelPriceConfig {
  inputUsdPerMillionTokens: number;
  outputUsdPerMillionTokens: number;
}

/** Far above any published price: a larger figure is a typo (a missing decimal point), not a price. */
const maxUsdPerMillionTokens = 10_000;
const example = "gpt-4o-mini=0.15/0.60";

/** A plain decimal: no sign, exponent or thousands separator, so "1,5" or "1e3" cannot slip through. */
function readUsd(text: string): number | undefined {
  if (!/^\d+(\.\d+)?$/.test(text)) return undefined;
  const value = Number(text);
  return value <= maxUsdPerMillionTokens ? value : undefined;
}

/**
 * Reads `LLM_PRICES`: comma-separated `model=input/output`, each price in USD per million tokens
 * (`gpt-4o-mini=0.15/0.60,llama3=0/0`). Every malformed entry is reported, not just the first, so an
 * operator fixes the line in one pass.
 */
export function parseLanguageModelPrices(text: string): {
  prices: Map<string, LanguageModelPriceConfig>;
  problems: string[];
} {
  const prices = new Map<string, LanguageModelPriceConfig>();
  const problems: string[] = [];
  const entries = text
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) {
    // The last "=" splits, so the prices never hold one; model names (`qwen2.5:7b`, `org/model`) keep theirs.
    const split = entry.lastIndexOf("=");
    const model = entry.slice(0, split).trim();
    const [input, output, extra] = entry
      .slice(split + 1)
      .split("/")
      .map((part) => part.trim());
    if (split <= 0 || !model || input === undefined || output === undefined || extra !== undefined) {
      problems.push(`"${entry}" is not model=input/output (USD per million tokens, e.g. ${example})`);
      continue;
    }
    const inputUsd = readUsd(input);
    const outputUsd = readUsd(output);
    if (inputUsd === undefined || outputUsd === undefined) {
      problems.push(
        `"${entry}": prices are decimal numbers of USD per million tokens from 0 to ${maxUsdPerMillionTokens} (e.g. ${example})`,
      );
      continue;
    }
    if (prices.has(model)) {
      problems.push(`${model} is priced twice`);
      continue;
    }
    prices.set(model, { inputUsdPerMillionTokens: inputUsd, outputUsdPerMillionTokens: outputUsd });
  }
  return { prices, problems };
}

/** `LLM_PRICES` in the environment schema: absent or empty means no model has a price. */
export const languageModelPricesEnv = z
  .string()
  .optional()
  .transform((value, context) => {
    const { prices, problems } = parseLanguageModelPrices(value ?? "");
    for (const message of problems) context.addIssue({ code: "custom", message });
    return problems.length > 0 ? z.NEVER : prices;
  });
