import { z } from "zod";
import { defineOperation } from "../../operation.ts";
import {
  AddPronunciationDictionaryResponseSchema,
  dictionaryDescription,
  dictionaryName,
  PronunciationRulesSchema,
  WorkspaceAccessSchema,
} from "./dictionary-schemas.ts";

export const createPronunciationDictionaryFromRules = defineOperation({
  operationId: "pronunciationDictionaries.createFromRules",
  method: "POST",
  path: "/v1/pronunciation-dictionaries/add-from-rules",
  summary: "Create a pronunciation dictionary from alias and phoneme rules",
  description:
    "Rules: `alias` (the text is rewritten) or `phoneme` with `alphabet` `ipa` or `cmu-arpabet` (spoken as given; slashes around the phonemes are optional). The first version is created with the dictionary. Viewers cannot save.",
  tag: "Pronunciation dictionaries",
  auth: { kind: "any", permission: "pronunciation_dictionaries_write" },
  request: {
    body: z.object({
      rules: PronunciationRulesSchema,
      name: dictionaryName,
      description: dictionaryDescription.nullish(),
      workspace_access: WorkspaceAccessSchema.nullish(),
    }),
  },
  responses: { 200: AddPronunciationDictionaryResponseSchema },
});
