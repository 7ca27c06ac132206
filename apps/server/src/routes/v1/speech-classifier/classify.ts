import { speechClassifierClassify } from "@chorus/contract";
import { classifySpeech } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";
import { presentSpeechClassification } from "../../../presenters/speech-classification-presenter.ts";

export const speechClassifierClassifyRoute = bindOperation(speechClassifierClassify, async ({ ctx, form }) =>
  presentSpeechClassification(await classifySpeech(ctx, { file: form.files.file?.[0] })),
);
