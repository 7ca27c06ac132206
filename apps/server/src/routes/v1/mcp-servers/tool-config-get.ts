import { getMcpToolConfig as getMcpToolConfigOperation } from "@chorus/contract";
import { getMcpToolConfig } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";

export const getMcpToolConfigRoute = bindOperation(getMcpToolConfigOperation, async ({ ctx, params }) =>
  getMcpToolConfig(ctx, params.mcp_server_id, params.tool_name),
);
