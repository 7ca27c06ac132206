import { deleteMcpToolApproval as deleteMcpToolApprovalOperation } from "@chorus/contract";
import { removeMcpToolApproval } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";
import { presentMcpServer } from "../../../presenters/mcp-server-presenter.ts";

export const deleteMcpToolApprovalRoute = bindOperation(
  deleteMcpToolApprovalOperation,
  async ({ ctx, params }) =>
    presentMcpServer(await removeMcpToolApproval(ctx, params.mcp_server_id, params.tool_name)),
);
