export {
  AgentParamsSchema,
  type AgentResponse,
  AgentResponseSchema,
  type AgentSummary,
  AgentSummarySchema,
  ResourceAccessInfoSchema,
} from "./agent-schemas.ts";
export {
  type ConversationConfig,
  type ConversationConfigPatch,
  ConversationConfigPatchSchema,
  ConversationConfigSchema,
  DynamicVariablesSchema,
  DynamicVariableValueSchema,
} from "./conversation-config-schema.ts";
export { createAgent } from "./create-agent.ts";
export { deleteAgent } from "./delete-agent.ts";
export { duplicateAgent } from "./duplicate-agent.ts";
export { getAgent } from "./get-agent.ts";
export { getAgentLink } from "./get-agent-link.ts";
export { getAgentSummaries } from "./get-agent-summaries.ts";
export {
  type AgentWidgetResponse,
  AgentWidgetResponseSchema,
  getAgentWidget,
  type WidgetConfigResponse,
  WidgetConfigResponseSchema,
} from "./get-agent-widget.ts";
export { listAgents } from "./list-agents.ts";
export { listLlms } from "./list-llms.ts";
export {
  type PlatformSettings,
  type PlatformSettingsPatch,
  PlatformSettingsPatchSchema,
  PlatformSettingsSchema,
} from "./platform-settings-schema.ts";
export { updateAgent } from "./update-agent.ts";
export {
  WidgetTextContentsResponseSchema,
  WidgetTextContentsSchema,
  type WidgetTextKey,
  widgetTextKeys,
} from "./widget-text-contents-schema.ts";
export {
  expressionOperands,
  measureExpression,
  type WorkflowBinaryOperator,
  type WorkflowExpression,
  WorkflowExpressionSchema,
  workflowBinaryOperators,
} from "./workflow-expression-schema.ts";
export {
  type WorkflowGraph,
  type WorkflowProblem,
  type WorkflowProblemCode,
  type WorkflowProblemsContext,
  workflowProblemLocation,
  workflowProblems,
} from "./workflow-problems.ts";
export {
  type AgentWorkflow,
  type AgentWorkflowInput,
  AgentWorkflowResponseSchema,
  AgentWorkflowSchema,
  emptyWorkflow,
  type WorkflowCondition,
  WorkflowConditionSchema,
  type WorkflowEdge,
  WorkflowEdgeSchema,
  WorkflowEndNodeSchema,
  type WorkflowNode,
  type WorkflowNodeInput,
  WorkflowNodeSchema,
  type WorkflowNodeType,
  WorkflowOverrideAgentNodeSchema,
  WorkflowPhoneNumberNodeSchema,
  WorkflowPositionSchema,
  WorkflowSayNodeSchema,
  WorkflowStandaloneAgentNodeSchema,
  WorkflowStartNodeSchema,
  type WorkflowToolLocator,
  WorkflowToolLocatorSchema,
  WorkflowToolNodeSchema,
  WorkflowUpdateStateNodeSchema,
} from "./workflow-schema.ts";
