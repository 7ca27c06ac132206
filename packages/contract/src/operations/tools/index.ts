export { createTool } from "./create-tool.ts";
export { deleteTool } from "./delete-tool.ts";
export { getTool } from "./get-tool.ts";
export { DependentAgentSchema, getToolDependentAgents } from "./get-tool-dependent-agents.ts";
export { listToolExecutions, ToolExecutionSchema } from "./list-tool-executions.ts";
export { listTools } from "./list-tools.ts";
export type { AgentTransfer, SystemToolParams } from "./system-tool-params-schema.ts";
export {
  type ArrayJsonSchemaProperty,
  type JsonSchemaProperty,
  type LiteralJsonSchemaProperty,
  type ObjectJsonSchemaProperty,
  ObjectJsonSchemaPropertySchema,
  schemaDepth,
  type ToolConfig,
  ToolConfigSchema,
  type ToolResponseMock,
  toolName,
  urlPathParameters,
  type WebhookToolConfig,
} from "./tool-config-schema.ts";
export { type ToolResponse, ToolResponseSchema } from "./tool-schemas.ts";
export { updateTool } from "./update-tool.ts";
