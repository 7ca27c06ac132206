export { createMcpServer } from "./create-mcp-server.ts";
export { createMcpToolApproval } from "./create-mcp-tool-approval.ts";
export { createMcpToolConfig } from "./create-mcp-tool-config.ts";
export { deleteMcpServer } from "./delete-mcp-server.ts";
export { deleteMcpToolApproval } from "./delete-mcp-tool-approval.ts";
export { deleteMcpToolConfig } from "./delete-mcp-tool-config.ts";
export { getMcpServer } from "./get-mcp-server.ts";
export { getMcpToolConfig } from "./get-mcp-tool-config.ts";
export { listMcpServerTools } from "./list-mcp-server-tools.ts";
export { listMcpServers } from "./list-mcp-servers.ts";
export {
  type McpServerConfig,
  McpServerConfigSchema,
  McpServerSettingsSchema,
  type McpToolConfigOverride,
  McpToolConfigOverrideFieldsSchema,
  mcpApprovalPolicies,
} from "./mcp-server-config-schema.ts";
export { type McpServerResponse, McpServerResponseSchema } from "./mcp-server-schemas.ts";
export { updateMcpApprovalPolicy } from "./update-mcp-approval-policy.ts";
export { updateMcpServer } from "./update-mcp-server.ts";
export { updateMcpToolConfig } from "./update-mcp-tool-config.ts";
