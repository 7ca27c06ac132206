import { z } from "zod";
import { defineOperation } from "../../operation.ts";

export const listLlms = defineOperation({
  operationId: "conversationalAi.llm.list",
  method: "GET",
  path: "/v1/convai/llm/list",
  summary: "The language models this server offers agents, the default first",
  description:
    "Configured remote models (`LLM_URL`), the embedded llama.cpp model (`LLM_MODEL_PATH`) and always `chorus-retrieval`, the embedded retrieval dialogue engine that answers from the agent's prompt without a model. An agent naming another model is served by the first.",
  tag: "Agents",
  auth: { kind: "any", permission: "convai_read" },
  responses: {
    200: z
      .object({
        llms: z.array(
          z.object({
            llm: z.string(),
            is_checkpoint: z.boolean(),
            max_tokens_limit: z.number().int(),
            max_context_limit: z.number().int(),
            supports_image_input: z.boolean(),
            supports_document_input: z.boolean(),
            supports_parallel_tool_calls: z.boolean(),
            /** Chorus extra: remote, llama-cpp or retrieval. */
            kind: z.enum(["remote", "llama-cpp", "retrieval"]),
          }),
        ),
        default_deprecation_config: z.object({
          warning_start_days: z.number().int(),
          fallback_start_days: z.number().int(),
          fallback_complete_days: z.number().int(),
          fallback_start_percentage: z.number().int(),
          fallback_complete_percentage: z.number().int(),
        }),
      })
      .meta({ id: "LlmListResponseModel" }),
  },
});
