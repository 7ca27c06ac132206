import { getMcpServer as getMcpServerOperation } from "@chorus/contract";
import { getMcpServer } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";
import { presentMcpServer } from "../../../presenters/mcp-server-presenter.ts";

export const getMcpServerRoute = bindOperation(getMcpServerOperation, async ({ ctx, params }) =>
  presentMcpServer(await getMcpServer(ctx, params.mcp_server_id)),
);
