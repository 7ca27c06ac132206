import { speechToTextListLanguages } from "@chorus/contract";
import { listTranscriptionLanguages } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";

export const speechToTextListLanguagesRoute = bindOperation(speechToTextListLanguages, async ({ ctx }) => ({
  languages: listTranscriptionLanguages(ctx),
}));
