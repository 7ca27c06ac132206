import { listModels } from "@chorus/contract";
import { listAvailableModels } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";
import { presentModel } from "../../../presenters/model-presenter.ts";

export const listModelsRoute = bindOperation(listModels, async ({ ctx }) =>
  (await listAvailableModels(ctx)).map(presentModel),
);
