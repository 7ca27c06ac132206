import { z } from "zod";
import { inputLimits } from "../../bounds/input-limits.ts";
import { defineOperation } from "../../operation.ts";

export const downloadPronunciationDictionary = defineOperation({
  operationId: "pronunciationDictionaries.download",
  method: "GET",
  path: "/v1/pronunciation-dictionaries/{dictionary_id}/{version_id}/download",
  summary: "One version of a pronunciation dictionary as a PLS file",
  tag: "Pronunciation dictionaries",
  auth: { kind: "any", permission: "pronunciation_dictionaries_read" },
  request: {
    params: z.object({
      dictionary_id: z.string().min(1).max(inputLimits.idCharacters),
      version_id: z.string().min(1).max(inputLimits.idCharacters),
    }),
  },
  responses: {
    200: {
      binary: true,
      contentType: "application/pls+xml",
      description: "W3C Pronunciation Lexicon (PLS 1.0), with a Content-Disposition naming the dictionary.",
    },
  },
  errors: ["pronunciation_dictionary_not_found"],
});
