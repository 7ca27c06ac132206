import { createMcpToolConfig as createMcpToolConfigOperation } from "@chorus/contract";
import { createMcpToolConfig } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";
import { presentMcpServer } from "../../../presenters/mcp-server-presenter.ts";

export const createMcpToolConfigRoute = bindOperation(
  createMcpToolConfigOperation,
  async ({ ctx, params, body }) =>
    presentMcpServer(await createMcpToolConfig(ctx, params.mcp_server_id, body)),
);
