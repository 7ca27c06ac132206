import { listModels } from "@chorus/contract";
import { listAvailableModels } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";

export const listModelsRoute = bindOperation(listModels, async ({ ctx }) => listAvailableModels(ctx));
