import { z } from "zod";

export const ModelSchema = z
  .object({
    model_id: z.string(),
    name: z.string().nullish(),
    can_be_finetuned: z.boolean().nullish(),
    can_do_text_to_speech: z.boolean().nullish(),
    can_do_voice_conversion: z.boolean().nullish(),
    can_use_style: z.boolean().nullish(),
    can_use_speaker_boost: z.boolean().nullish(),
    serves_pro_voices: z.boolean().nullish(),
    token_cost_factor: z.number().nullish(),
    description: z.string().nullish(),
    requires_alpha_access: z.boolean().nullish(),
    max_characters_request_free_user: z.number().int().nullish(),
    max_characters_request_subscribed_user: z.number().int().nullish(),
    maximum_text_length_per_request: z.number().int().nullish(),
    languages: z.array(z.object({ language_id: z.string(), name: z.string() })).nullish(),
    model_rates: z
      .object({ character_cost_multiplier: z.number(), cost_discount_multiplier: z.number().nullish() })
      .nullish(),
    concurrency_group: z.string().nullish(),
  })
  .meta({ id: "Model" });

export type Model = z.infer<typeof ModelSchema>;
