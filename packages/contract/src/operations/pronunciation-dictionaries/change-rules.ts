import { z } from "zod";
import { pronunciationRuleLimits } from "../../catalogues/pronunciation-rules.ts";
import { defineOperation } from "../../operation.ts";
import {
  PronunciationDictionaryParamsSchema,
  PronunciationDictionaryRulesResponseSchema,
  PronunciationRulesSchema,
  ruleInputText,
} from "./dictionary-schemas.ts";

/** The three rule changes: each makes a new version, and answers its id. */
const rulesChange = {
  tag: "Pronunciation dictionaries",
  auth: { kind: "any", permission: "pronunciation_dictionaries_write" },
  responses: { 200: PronunciationDictionaryRulesResponseSchema },
  errors: ["pronunciation_dictionary_not_found"],
} as const;

export const addPronunciationRules = defineOperation({
  ...rulesChange,
  operationId: "pronunciationDictionaries.rules.add",
  method: "POST",
  path: "/v1/pronunciation-dictionaries/{pronunciation_dictionary_id}/add-rules",
  summary: "Add rules (a rule for a string already in the dictionary replaces it); makes a new version",
  request: {
    params: PronunciationDictionaryParamsSchema,
    body: z.object({ rules: PronunciationRulesSchema }),
  },
});

export const removePronunciationRules = defineOperation({
  ...rulesChange,
  operationId: "pronunciationDictionaries.rules.remove",
  method: "POST",
  path: "/v1/pronunciation-dictionaries/{pronunciation_dictionary_id}/remove-rules",
  summary: "Remove the rules for these strings; makes a new version",
  request: {
    params: PronunciationDictionaryParamsSchema,
    body: z.object({
      rule_strings: z.array(ruleInputText).max(pronunciationRuleLimits.rulesPerDictionary),
    }),
  },
});

export const setPronunciationRules = defineOperation({
  ...rulesChange,
  operationId: "pronunciationDictionaries.rules.set",
  method: "POST",
  path: "/v1/pronunciation-dictionaries/{pronunciation_dictionary_id}/set-rules",
  summary: "Replace every rule; makes a new version",
  request: {
    params: PronunciationDictionaryParamsSchema,
    body: z.object({ rules: PronunciationRulesSchema }),
  },
});
