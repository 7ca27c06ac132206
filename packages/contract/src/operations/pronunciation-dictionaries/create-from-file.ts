import { z } from "zod";
import { pronunciationRuleLimits } from "../../catalogues/pronunciation-rules.ts";
import { defineOperation } from "../../operation.ts";
import {
  AddPronunciationDictionaryResponseSchema,
  dictionaryDescription,
  dictionaryName,
  WorkspaceAccessSchema,
} from "./dictionary-schemas.ts";

export const createPronunciationDictionaryFromFile = defineOperation({
  operationId: "pronunciationDictionaries.createFromFile",
  method: "POST",
  path: "/v1/pronunciation-dictionaries/add-from-file",
  summary: "Create a pronunciation dictionary from a PLS, XML or TXT file",
  description:
    "PLS (W3C Pronunciation Lexicon, also as .xml): every `<lexeme>` becomes one rule per `<grapheme>`, an `<alias>` an alias rule, a `<phoneme>` a phoneme rule in the lexicon's (or the element's) alphabet. TXT: one rule per line, `input = output`; an output between slashes is an IPA phoneme, `cmu:/…/` an ARPAbet one, anything else an alias; lines starting with # are comments.",
  tag: "Pronunciation dictionaries",
  auth: { kind: "any", permission: "pronunciation_dictionaries_write" },
  request: {
    form: {
      fields: z.object({
        name: dictionaryName,
        description: dictionaryDescription.optional(),
        workspace_access: WorkspaceAccessSchema.optional(),
      }),
      files: ["file"],
      limits: { fileBytes: pronunciationRuleLimits.fileBytes, files: 1 },
    },
  },
  responses: { 200: AddPronunciationDictionaryResponseSchema },
});
