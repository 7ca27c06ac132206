import { requirePermission } from "../auth/require-permission.ts";
import type { AuthenticatedContext } from "../context.ts";
import type { LanguageModelPrice } from "../ports/language-model.ts";

/** The assumptions of the estimate, as `llm-usage/calculate`'s description states them. */
export const llmUsageAssumptions = {
  charactersPerToken: 4,
  tokensPerPage: 500,
  /** Pages' worth of passages retrieval puts in the prompt at most. */
  retrievedPages: 4,
  repliesPerMinute: 4,
  tokensPerReply: 60,
  /** What the conversation's history grows by with each reply (the caller's words and the reply). */
  historyTokensPerReply: 150,
} as const;

export interface LlmUsageEstimate {
  llm: string;
  pricePerMinute: number;
  pricePerMessage: number;
}

const roundUsd = (usd: number) => Number(usd.toPrecision(10));

const cost = (price: LanguageModelPrice, input: number, output: number) =>
  (input * price.inputUsdPerMillionTokens + output * price.outputUsdPerMillionTokens) / 1_000_000;

/**
 * `POST /v1/convai/llm-usage/calculate`: what a minute of conversation (and one reply) would cost
 * with each configured model, at the operator's `LLM_PRICES` (0 for the embedded engines). Every
 * reply sends the prompt and the knowledge base (all pages, or the few retrieval picks) plus the
 * history so far; models whose price is unknown are left out rather than shown as free.
 */
export function calculateLlmUsage(
  ctx: AuthenticatedContext,
  input: { promptLength: number; numberOfPages: number; ragEnabled: boolean },
): LlmUsageEstimate[] {
  requirePermission(ctx, "convai_read");
  const a = llmUsageAssumptions;
  const pages = input.ragEnabled ? Math.min(input.numberOfPages, a.retrievedPages) : input.numberOfPages;
  const context = Math.ceil(input.promptLength / a.charactersPerToken) + pages * a.tokensPerPage;
  let minuteInput = 0;
  for (let reply = 1; reply <= a.repliesPerMinute; reply++)
    minuteInput += context + reply * a.historyTokensPerReply;
  const minuteOutput = a.repliesPerMinute * a.tokensPerReply;
  const estimates: LlmUsageEstimate[] = [];
  for (const listing of ctx.ports.languageModels.list()) {
    const price = ctx.ports.languageModels.forAgent(listing.llm).price;
    if (!price) continue;
    estimates.push({
      llm: listing.llm,
      pricePerMinute: roundUsd(cost(price, minuteInput, minuteOutput)),
      pricePerMessage: roundUsd(cost(price, context + a.historyTokensPerReply, a.tokensPerReply)),
    });
  }
  return estimates;
}
