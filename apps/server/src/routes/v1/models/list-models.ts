import { listModels } from "@chorus/contract";
import { listAvailableModels } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";
import { presentModel, presentSpeechToSpeechModel } from "../../../presenters/model-presenter.ts";

export const listModelsRoute = bindOperation(listModels, async ({ ctx }) => {
  const models = await listAvailableModels(ctx);
  return [...models.textToSpeech.map(presentModel), ...models.speechToSpeech.map(presentSpeechToSpeechModel)];
});
