import { z } from "zod";
import { inputLimits } from "../../bounds/input-limits.ts";
import { pronunciationRuleLimits } from "../../catalogues/pronunciation-rules.ts";
import { messages } from "../../errors/messages.ts";

/**
 * Rule and dictionary shapes of reference §2.16 (`PronunciationDictionaryAliasRuleRequestModel`,
 * `…PhonemeRuleRequestModel`, `GetPronunciationDictionaryMetadataResponse`, …). Rule contents are
 * checked by the domain with `pronunciationRuleProblem`, so files and JSON get the same messages.
 * The contract only cuts off what no rule could be (over `descriptionCharacters`), with the same
 * messages, so a text a little too long still reaches the domain's trimmed, exact check.
 */
export const ruleInputText = z
  .string()
  .max(
    inputLimits.descriptionCharacters,
    messages.pronunciationRuleInputTooLong(pronunciationRuleLimits.inputCharacters),
  );

const ruleOutputText = z
  .string()
  .max(
    inputLimits.descriptionCharacters,
    messages.pronunciationRuleOutputTooLong(pronunciationRuleLimits.outputCharacters),
  );

const ruleBase = {
  string_to_replace: ruleInputText,
  case_sensitive: z.boolean().nullish(),
  word_boundaries: z.boolean().nullish(),
};

export const PronunciationAliasRuleSchema = z.object({
  ...ruleBase,
  type: z.literal("alias"),
  alias: ruleOutputText,
});

export const PronunciationPhonemeRuleSchema = z.object({
  ...ruleBase,
  type: z.literal("phoneme"),
  phoneme: ruleOutputText,
  alphabet: z.string().max(inputLimits.shortTextCharacters),
});

export const PronunciationRuleSchema = z
  .discriminatedUnion("type", [PronunciationAliasRuleSchema, PronunciationPhonemeRuleSchema])
  .meta({ id: "PronunciationDictionaryRule" });

export type PronunciationRuleInput = z.infer<typeof PronunciationRuleSchema>;

export const PronunciationRulesSchema = z
  .array(PronunciationRuleSchema)
  .max(
    pronunciationRuleLimits.rulesPerDictionary,
    messages.pronunciationTooManyRules(pronunciationRuleLimits.rulesPerDictionary),
  );

/** A dictionary's description. */
export const dictionaryDescription = z.string().max(inputLimits.descriptionCharacters);

/** The rule as stored and answered: both switches always present. */
export const PronunciationRuleResponseSchema = z.discriminatedUnion("type", [
  z.object({
    type: z.literal("alias"),
    string_to_replace: z.string(),
    case_sensitive: z.boolean(),
    word_boundaries: z.boolean(),
    alias: z.string(),
  }),
  z.object({
    type: z.literal("phoneme"),
    string_to_replace: z.string(),
    case_sensitive: z.boolean(),
    word_boundaries: z.boolean(),
    phoneme: z.string(),
    alphabet: z.string(),
  }),
]);

export const dictionaryName = z
  .string({ error: messages.pronunciationDictionaryNameRequired })
  .trim()
  .min(1, messages.pronunciationDictionaryNameRequired)
  .max(
    pronunciationRuleLimits.nameCharacters,
    messages.pronunciationDictionaryNameTooLong(pronunciationRuleLimits.nameCharacters),
  );

export const WorkspaceAccessSchema = z.enum(["admin", "editor", "commenter", "viewer"]);

export const PermissionOnResourceSchema = z.enum(["admin", "editor", "commenter", "viewer"]);

export const PronunciationDictionaryParamsSchema = z.object({
  pronunciation_dictionary_id: z.string().min(1).max(inputLimits.idCharacters),
});

export const PronunciationDictionaryMetadataSchema = z
  .object({
    id: z.string(),
    latest_version_id: z.string(),
    latest_version_rules_num: z.number().int(),
    name: z.string(),
    permission_on_resource: PermissionOnResourceSchema.nullish(),
    created_by: z.string(),
    creation_time_unix: z.number().int(),
    archived_time_unix: z.number().int().nullish(),
    description: z.string().nullish(),
  })
  .meta({ id: "GetPronunciationDictionaryMetadataResponse" });

export const PronunciationDictionaryWithRulesSchema = PronunciationDictionaryMetadataSchema.extend({
  rules: z.array(PronunciationRuleResponseSchema),
  /** Chorus extra: every version, newest first, so the editor can show and download them. */
  versions: z
    .array(
      z.object({
        version_id: z.string(),
        version_rules_num: z.number().int(),
        creation_time_unix: z.number().int(),
      }),
    )
    .optional(),
}).meta({ id: "GetPronunciationDictionaryWithRulesResponseModel" });

export const AddPronunciationDictionaryResponseSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    created_by: z.string(),
    creation_time_unix: z.number().int(),
    version_id: z.string(),
    version_rules_num: z.number().int(),
    description: z.string().nullish(),
    permission_on_resource: PermissionOnResourceSchema.nullish(),
  })
  .meta({ id: "AddPronunciationDictionaryResponseModel" });

export const PronunciationDictionaryRulesResponseSchema = z
  .object({ id: z.string(), version_id: z.string(), version_rules_num: z.number().int() })
  .meta({ id: "PronunciationDictionaryRulesResponseModel" });

export type PronunciationDictionaryMetadata = z.infer<typeof PronunciationDictionaryMetadataSchema>;
export type PronunciationDictionaryWithRules = z.infer<typeof PronunciationDictionaryWithRulesSchema>;
export type PronunciationRuleResponse = z.infer<typeof PronunciationRuleResponseSchema>;
