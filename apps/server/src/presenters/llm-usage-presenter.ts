import type { ConversationResponse, TranscriptEntry } from "@chorus/contract";
import {
  type ConversationRecord,
  type ConversationTurn,
  conversationLlmCost,
  type LlmTurnUsage,
} from "@chorus/domain";

type ModelUsage = NonNullable<TranscriptEntry["llm_usage"]>["model_usage"][string];

/** A price the domain does not know is left out (the SDK reads `price` as optional, not as 0). */
function presentModelUsage(usage: LlmTurnUsage): ModelUsage {
  const price = usage.priceUsd;
  return {
    input: { tokens: usage.inputTokens, ...(price ? { price: price.input } : {}) },
    output_total: { tokens: usage.outputTokens, ...(price ? { price: price.output } : {}) },
  };
}

/** `llm_usage` of an agent turn: its model's tokens and their price. */
export function presentTurnLlmUsage(turn: ConversationTurn): TranscriptEntry["llm_usage"] {
  if (!turn.llmUsage || !turn.producingLlm) return null;
  return { model_usage: { [turn.producingLlm]: presentModelUsage(turn.llmUsage) } };
}

/** `charging.llm_price` and `charging.llm_usage`: the turns summed (reporting; credits go by the minute). */
export function presentLlmCharging(
  conversation: ConversationRecord,
): Pick<ConversationResponse["metadata"]["charging"], "llm_price" | "llm_usage"> {
  const cost = conversationLlmCost(conversation.transcript);
  const modelUsage = Object.fromEntries(
    [...cost.byModel].map(([model, usage]) => [model, presentModelUsage(usage)]),
  );
  return {
    ...(cost.priceUsd !== undefined ? { llm_price: cost.priceUsd } : {}),
    llm_usage: { irreversible_generation: { model_usage: modelUsage } },
  };
}
