import { deleteTool as deleteToolOperation } from "@chorus/contract";
import { deleteTool } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";

export const deleteToolRoute = bindOperation(deleteToolOperation, async ({ ctx, params, query }) => {
  await deleteTool(ctx, params.tool_id, query.force ?? false);
  return {};
});
