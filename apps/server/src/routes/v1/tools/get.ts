import { getTool as getToolOperation } from "@chorus/contract";
import { getTool } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";
import { presentTool } from "../../../presenters/tool-presenter.ts";

export const getToolRoute = bindOperation(getToolOperation, async ({ ctx, params }) =>
  presentTool(await getTool(ctx, params.tool_id)),
);
