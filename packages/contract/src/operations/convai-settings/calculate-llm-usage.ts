import { z } from "zod";
import { convaiSettingsLimits } from "../../catalogues/convai-settings-limits.ts";
import { defineOperation } from "../../operation.ts";

export const calculateLlmUsage = defineOperation({
  operationId: "conversationalAi.llmUsage.calculate",
  method: "POST",
  path: "/v1/convai/llm-usage/calculate",
  summary: "What a minute of conversation would cost with each configured language model",
  description: [
    "An estimate in US dollars from the operator's prices (`LLM_PRICES`, per million tokens; the embedded engines cost 0).",
    "Every reply sends the model the prompt (`prompt_length` characters, about 4 characters a token) and the knowledge base:",
    "500 tokens a page, all `number_of_pages` without retrieval, at most 4 retrieved pages' worth with `rag_enabled`.",
    "A minute of conversation is taken as 4 replies of 60 tokens each over a history that grows by 150 tokens a reply;",
    "`price_per_message` is one such reply. Models without a known price are left out.",
  ].join(" "),
  tag: "Agents",
  auth: { kind: "any", permission: "convai_read" },
  request: {
    body: z.object({
      prompt_length: z.number().int().min(0).max(convaiSettingsLimits.llmUsage.promptCharacters).nullish(),
      number_of_pages: z.number().int().min(0).max(convaiSettingsLimits.llmUsage.pages).nullish(),
      rag_enabled: z.boolean().nullish(),
    }),
  },
  responses: {
    200: z
      .object({
        llm_prices: z.array(
          z.object({ llm: z.string(), price_per_minute: z.number(), price_per_message: z.number() }),
        ),
      })
      .meta({ id: "LlmUsageCalculatorResponseModel" }),
  },
});
