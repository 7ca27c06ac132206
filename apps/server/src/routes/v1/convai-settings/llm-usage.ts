import { calculateLlmUsage as calculateLlmUsageOperation } from "@chorus/contract";
import { calculateLlmUsage } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";

export const calculateLlmUsageRoute = bindOperation(calculateLlmUsageOperation, async ({ ctx, body }) => ({
  llm_prices: calculateLlmUsage(ctx, {
    promptLength: body.prompt_length ?? 0,
    numberOfPages: body.number_of_pages ?? 0,
    ragEnabled: body.rag_enabled ?? false,
  }).map((estimate) => ({
    llm: estimate.llm,
    price_per_minute: estimate.pricePerMinute,
    price_per_message: estimate.pricePerMessage,
  })),
}));
