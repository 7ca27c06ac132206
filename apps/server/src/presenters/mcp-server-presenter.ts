import type { McpServerResponse } from "@chorus/contract";
import type { McpServerToolsView, McpServerView } from "@chorus/domain";
import { presentDependentAgent } from "./tool-presenter.ts";

/** `McpServerResponseModel`. */
export function presentMcpServer(view: McpServerView): McpServerResponse {
  const { server } = view;
  return {
    id: server.id,
    config: server.config,
    access_info: {
      is_creator: view.access.isCreator,
      creator_name: view.access.creatorName,
      creator_email: view.access.creatorEmail,
      role: view.access.role,
    },
    dependent_agents: view.dependentAgents.map(presentDependentAgent),
    metadata: {
      created_at: Math.floor(server.createdAt.getTime() / 1000),
      owner_user_id: server.createdByUserId,
    },
  };
}

/** `ListMcpToolsResponseModel`: the tools as the server describes them, and their approval status. */
export function presentMcpServerTools(view: McpServerToolsView) {
  return {
    success: view.success,
    tools: view.tools,
    tool_approval_statuses: view.approvals.map((approval) => ({
      tool_id: approval.toolName,
      state: approval.state,
      approval_policy: approval.policy,
    })),
    ...(view.errorMessage !== undefined ? { error_message: view.errorMessage } : {}),
  };
}
