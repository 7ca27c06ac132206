import { defineOperation } from "../../operation.ts";
import {
  PronunciationDictionaryParamsSchema,
  PronunciationDictionaryWithRulesSchema,
} from "./dictionary-schemas.ts";

export const getPronunciationDictionary = defineOperation({
  operationId: "pronunciationDictionaries.get",
  method: "GET",
  path: "/v1/pronunciation-dictionaries/{pronunciation_dictionary_id}",
  summary:
    "A pronunciation dictionary with the rules of its latest version (and, a Chorus extra, its versions)",
  tag: "Pronunciation dictionaries",
  auth: { kind: "any", permission: "pronunciation_dictionaries_read" },
  request: { params: PronunciationDictionaryParamsSchema },
  responses: { 200: PronunciationDictionaryWithRulesSchema },
  errors: ["pronunciation_dictionary_not_found"],
});
