import { updateMcpToolConfig as updateMcpToolConfigOperation } from "@chorus/contract";
import { updateMcpToolConfig } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";
import { presentMcpServer } from "../../../presenters/mcp-server-presenter.ts";

export const updateMcpToolConfigRoute = bindOperation(
  updateMcpToolConfigOperation,
  async ({ ctx, params, body }) =>
    presentMcpServer(await updateMcpToolConfig(ctx, params.mcp_server_id, params.tool_name, body)),
);
