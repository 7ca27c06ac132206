import { z } from "zod";

/**
 * `LlmTokensCategoryUsage`: tokens of one kind and what they cost in US dollars. Chorus reports the
 * operator's configured price (`LLM_PRICES`; 0 for the embedded engines); the price is absent when
 * unknown (an agent's own server, turns recorded before prices were).
 */
const LlmTokensCategoryUsageSchema = z
  .object({ tokens: z.number().int(), price: z.number().nullish() })
  .meta({ id: "LlmTokensCategoryUsage" });

/** `LlmUsageOutput`: per model, its input and output tokens (Chorus has no prompt cache to report). */
export const LlmUsageSchema = z
  .object({
    model_usage: z.record(
      z.string(),
      z
        .object({ input: LlmTokensCategoryUsageSchema, output_total: LlmTokensCategoryUsageSchema })
        .meta({ id: "LlmInputOutputTokensUsage" }),
    ),
  })
  .meta({ id: "LlmUsageOutput" });

/**
 * `LlmCategoryUsage`: a conversation's model use. Chorus records a turn's usage only once its model
 * has finished, so it has the irreversible generations; `initiated_generation` (those started,
 * finished or not) it cannot count and leaves out.
 */
export const LlmCategoryUsageSchema = z
  .object({ irreversible_generation: LlmUsageSchema.nullish() })
  .meta({ id: "LlmCategoryUsage" });
