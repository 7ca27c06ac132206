import { ragIndexOverview as ragIndexOverviewOperation } from "@chorus/contract";
import { ragIndexOverview } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";

export const ragIndexOverviewRoute = bindOperation(ragIndexOverviewOperation, async ({ ctx }) => {
  const overview = await ragIndexOverview(ctx);
  return {
    total_used_bytes: overview.totalUsedBytes,
    total_max_bytes: overview.totalMaxBytes,
    models: overview.models.map((model) => ({ model: model.model, used_bytes: model.usedBytes })),
  };
});
