import { speechClassifierClassify } from "@chorus/contract";
import { classifySpeech } from "@chorus/domain";
import { bindOperation, onlyAuthentication } from "../../../http/bind-operation.ts";
import { presentSpeechClassification } from "../../../presenters/speech-classification-presenter.ts";

export const speechClassifierClassifyRoute = bindOperation(
  speechClassifierClassify,
  async ({ ctx, form }) =>
    presentSpeechClassification(await classifySpeech(ctx, { file: form.files.file?.[0] })),
  // Not metered and names no resource: the permission (checked at authentication) is the only refusal.
  { beforeBody: onlyAuthentication },
);
