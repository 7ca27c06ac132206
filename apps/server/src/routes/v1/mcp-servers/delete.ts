import { deleteMcpServer as deleteMcpServerOperation } from "@chorus/contract";
import { deleteMcpServer } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";

export const deleteMcpServerRoute = bindOperation(
  deleteMcpServerOperation,
  async ({ ctx, params, query }) => {
    await deleteMcpServer(ctx, params.mcp_server_id, query.force ?? false);
    return {};
  },
);
