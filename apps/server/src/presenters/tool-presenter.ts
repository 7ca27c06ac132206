import type { ToolResponse } from "@chorus/contract";
import type { AgentView, ToolExecutionRecord, ToolView } from "@chorus/domain";

const unixSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** `ToolResponseModel`. */
export function presentTool(view: ToolView): ToolResponse {
  const { tool } = view;
  return {
    id: tool.id,
    tool_config: tool.toolConfig,
    access_info: {
      is_creator: view.access.isCreator,
      creator_name: view.access.creatorName,
      creator_email: view.access.creatorEmail,
      role: view.access.role,
    },
    usage_stats: { total_calls: view.usage.totalCalls, avg_latency_secs: view.usage.avgLatencySecs },
    response_mocks: tool.responseMocks,
  };
}

/** `DependentAvailableAgentIdentifier`: an agent that uses a tool, with the caller's role on it. */
export function presentDependentAgent(view: AgentView) {
  return {
    type: "available" as const,
    id: view.agent.id,
    name: view.agent.name,
    created_at_unix_secs: unixSeconds(view.agent.createdAt),
    access_level: view.access.role,
  };
}

/** `ToolExecutionResponseModel`. */
export function presentToolExecution(execution: ToolExecutionRecord) {
  return {
    id: execution.id,
    tool_id: execution.toolId,
    tool_request_id: execution.toolRequestId,
    conversation_id: execution.conversationId,
    agent_id: execution.agentId,
    timestamp: unixSeconds(execution.at),
    latency_secs: execution.durationMs / 1000,
    is_error: execution.isError,
    request_payload: execution.requestSummary ?? undefined,
    response_payload: execution.responseSummary ?? undefined,
    error_message: execution.errorMessage ?? undefined,
  };
}
