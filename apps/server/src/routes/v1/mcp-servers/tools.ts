import { listMcpServerTools as listMcpServerToolsOperation } from "@chorus/contract";
import { listMcpServerTools } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";
import { presentMcpServerTools } from "../../../presenters/mcp-server-presenter.ts";

export const listMcpServerToolsRoute = bindOperation(
  listMcpServerToolsOperation,
  async ({ ctx, params, query }) =>
    presentMcpServerTools(await listMcpServerTools(ctx, params.mcp_server_id, query.environment)),
);
