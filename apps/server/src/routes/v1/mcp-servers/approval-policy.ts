import { updateMcpApprovalPolicy as updateMcpApprovalPolicyOperation } from "@chorus/contract";
import { updateMcpApprovalPolicy } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";
import { presentMcpServer } from "../../../presenters/mcp-server-presenter.ts";

export const updateMcpApprovalPolicyRoute = bindOperation(
  updateMcpApprovalPolicyOperation,
  async ({ ctx, params, body }) =>
    presentMcpServer(await updateMcpApprovalPolicy(ctx, params.mcp_server_id, body.approval_policy)),
);
