import { updateTool as updateToolOperation } from "@chorus/contract";
import { updateTool } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";
import { presentTool } from "../../../presenters/tool-presenter.ts";

export const updateToolRoute = bindOperation(updateToolOperation, async ({ ctx, params, body }) =>
  presentTool(
    await updateTool(ctx, params.tool_id, {
      toolConfig: body.tool_config,
      responseMocks: body.response_mocks,
    }),
  ),
);
