import { createTool as createToolOperation } from "@chorus/contract";
import { createTool } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";
import { presentTool } from "../../../presenters/tool-presenter.ts";

export const createToolRoute = bindOperation(createToolOperation, async ({ ctx, body }) =>
  presentTool(await createTool(ctx, { toolConfig: body.tool_config, responseMocks: body.response_mocks })),
);
