import { createMcpToolApproval as createMcpToolApprovalOperation } from "@chorus/contract";
import { approveMcpTool } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";
import { presentMcpServer } from "../../../presenters/mcp-server-presenter.ts";

export const createMcpToolApprovalRoute = bindOperation(
  createMcpToolApprovalOperation,
  async ({ ctx, params, body }) =>
    presentMcpServer(
      await approveMcpTool(ctx, params.mcp_server_id, {
        toolName: body.tool_name,
        toolDescription: body.tool_description,
        inputSchema: body.input_schema,
        approvalPolicy: body.approval_policy,
      }),
    ),
);
