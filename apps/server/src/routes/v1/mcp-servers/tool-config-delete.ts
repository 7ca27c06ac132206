import { deleteMcpToolConfig as deleteMcpToolConfigOperation } from "@chorus/contract";
import { deleteMcpToolConfig } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";
import { presentMcpServer } from "../../../presenters/mcp-server-presenter.ts";

export const deleteMcpToolConfigRoute = bindOperation(deleteMcpToolConfigOperation, async ({ ctx, params }) =>
  presentMcpServer(await deleteMcpToolConfig(ctx, params.mcp_server_id, params.tool_name)),
);
