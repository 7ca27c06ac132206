import { updateMcpServer as updateMcpServerOperation } from "@chorus/contract";
import { updateMcpServer } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";
import { presentMcpServer } from "../../../presenters/mcp-server-presenter.ts";

export const updateMcpServerRoute = bindOperation(updateMcpServerOperation, async ({ ctx, params, body }) =>
  presentMcpServer(await updateMcpServer(ctx, params.mcp_server_id, body)),
);
