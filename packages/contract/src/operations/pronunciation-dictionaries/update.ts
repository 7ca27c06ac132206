import { z } from "zod";
import { defineOperation } from "../../operation.ts";
import {
  dictionaryName,
  PronunciationDictionaryMetadataSchema,
  PronunciationDictionaryParamsSchema,
} from "./dictionary-schemas.ts";

export const updatePronunciationDictionary = defineOperation({
  operationId: "pronunciationDictionaries.update",
  method: "PATCH",
  path: "/v1/pronunciation-dictionaries/{pronunciation_dictionary_id}",
  summary: "Rename a pronunciation dictionary, or archive it (archived: false restores it)",
  tag: "Pronunciation dictionaries",
  auth: { kind: "any", permission: "pronunciation_dictionaries_write" },
  request: {
    params: PronunciationDictionaryParamsSchema,
    body: z.object({ archived: z.boolean().nullish(), name: dictionaryName.nullish() }),
  },
  responses: { 200: PronunciationDictionaryMetadataSchema },
  errors: ["pronunciation_dictionary_not_found"],
});
