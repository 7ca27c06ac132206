import type { LanguageModelPrice } from "../ports/language-model.ts";
import type { ConversationTurn, LlmTurnUsage } from "./conversation-records.ts";

/** Cuts float noise (0.1 + 0.2) at 10 significant digits, far finer than any cent. */
const roundUsd = (usd: number) => Number(usd.toPrecision(10));

/**
 * A model call's tokens with what they cost at `price` (USD per million tokens). Without a price the
 * cost is unknown, so it is left out rather than written as 0.
 */
export function pricedUsage(
  tokens: { inputTokens: number; outputTokens: number },
  price: LanguageModelPrice | undefined,
): LlmTurnUsage {
  const usage: LlmTurnUsage = { inputTokens: tokens.inputTokens, outputTokens: tokens.outputTokens };
  if (!price) return usage;
  usage.priceUsd = {
    input: roundUsd((tokens.inputTokens * price.inputUsdPerMillionTokens) / 1_000_000),
    output: roundUsd((tokens.outputTokens * price.outputUsdPerMillionTokens) / 1_000_000),
  };
  return usage;
}

export interface ConversationLlmCost {
  /** Tokens and price per model that wrote a turn, summed over its turns, in the order they answered. */
  byModel: Map<string, LlmTurnUsage>;
  /** All of it in US dollars; undefined when a turn's price is unknown (a part would pass for the whole). */
  priceUsd: number | undefined;
}

/**
 * What the conversation's language models used and cost (`metadata.charging.llm_price` and
 * `llm_usage`). A sum has a price only when every turn in it has one; a conversation whose turns
 * never asked a model cost nothing.
 */
export function conversationLlmCost(transcript: readonly ConversationTurn[]): ConversationLlmCost {
  const byModel = new Map<string, LlmTurnUsage>();
  const unpriced = new Set<string>();
  for (const turn of transcript) {
    if (!turn.llmUsage || !turn.producingLlm) continue;
    const model = turn.producingLlm;
    const sum = byModel.get(model) ?? { inputTokens: 0, outputTokens: 0, priceUsd: { input: 0, output: 0 } };
    sum.inputTokens += turn.llmUsage.inputTokens;
    sum.outputTokens += turn.llmUsage.outputTokens;
    const price = turn.llmUsage.priceUsd;
    if (!price) unpriced.add(model);
    else if (sum.priceUsd) {
      sum.priceUsd.input = roundUsd(sum.priceUsd.input + price.input);
      sum.priceUsd.output = roundUsd(sum.priceUsd.output + price.output);
    }
    byModel.set(model, sum);
  }
  for (const model of unpriced) delete byModel.get(model)?.priceUsd;
  let priceUsd: number | undefined = 0;
  for (const sum of byModel.values())
    priceUsd =
      sum.priceUsd && priceUsd !== undefined
        ? roundUsd(priceUsd + sum.priceUsd.input + sum.priceUsd.output)
        : undefined;
  return { byModel, priceUsd };
}
