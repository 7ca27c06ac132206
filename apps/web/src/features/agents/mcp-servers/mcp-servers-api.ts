import {
  createMcpServer,
  createMcpToolApproval,
  deleteMcpServer,
  deleteMcpToolApproval,
  listMcpServers,
  listMcpServerTools,
  updateMcpApprovalPolicy,
} from "@chorus/contract";
import { callOperation, type OperationInput } from "../../../lib/api/call-operation.ts";
import { agentsQueryKey } from "../api/agents-api.ts";

export const mcpServersQueryKey = [...agentsQueryKey, "mcp-servers"] as const;
export const mcpServerToolsQueryKey = (serverId: string) =>
  [...mcpServersQueryKey, serverId, "tools"] as const;

export const fetchMcpServers = async () => (await callOperation(listMcpServers, {})).mcp_servers;

export type McpServerConfigInput = OperationInput<typeof createMcpServer>["body"]["config"];

export const addMcpServer = (config: McpServerConfigInput) =>
  callOperation(createMcpServer, { body: { config } });

/** Deletes a server; with `force`, also takes it off the agents that use it. */
export const removeMcpServer = (serverId: string, force: boolean) =>
  callOperation(deleteMcpServer, {
    params: { mcp_server_id: serverId },
    query: { force: force ? "true" : undefined },
  });

/** The server's tools, asked live (success false with a reason when it cannot be reached). */
export const fetchMcpServerTools = (serverId: string) =>
  callOperation(listMcpServerTools, { params: { mcp_server_id: serverId }, query: {} });

export const setMcpApprovalPolicy = (
  serverId: string,
  policy: OperationInput<typeof updateMcpApprovalPolicy>["body"]["approval_policy"],
) =>
  callOperation(updateMcpApprovalPolicy, {
    params: { mcp_server_id: serverId },
    body: { approval_policy: policy },
  });

/** Approves a tool as it is described now; `auto` runs it without asking the caller each time. */
export const approveMcpTool = (
  serverId: string,
  tool: { name: string; description?: string; inputSchema: Record<string, unknown> },
  auto: boolean,
) =>
  callOperation(createMcpToolApproval, {
    params: { mcp_server_id: serverId },
    body: {
      tool_name: tool.name,
      tool_description: tool.description ?? "",
      input_schema: tool.inputSchema,
      approval_policy: auto ? "auto_approved" : "requires_approval",
    },
  });

export const unapproveMcpTool = (serverId: string, toolName: string) =>
  callOperation(deleteMcpToolApproval, { params: { mcp_server_id: serverId, tool_name: toolName } });
