import type { AuthenticatedContext } from "../../context.ts";
import { callMcpTool } from "../../mcp-servers/call-mcp-tool.ts";
import type { AgentMcpTool } from "../../mcp-servers/mcp-tools-for-agent.ts";
import type { LanguageModelTool, LanguageModelToolCall } from "../../ports/language-model.ts";
import type { ConversationToolResult } from "../conversation-records.ts";
import type { VariableValue } from "../dynamic-variables.ts";
import type { ConversationEvent, ConversationOutput } from "./conversation-events.ts";
import type { SessionAgent } from "./session-agent.ts";

/** How long a call that needs the caller's approval waits for `mcp_tool_approval_result`. */
export const mcpApprovalTimeoutSecs = 30;

export interface McpCallOptions {
  eventId: number;
  variables: Record<string, VariableValue>;
  signal: AbortSignal;
  emit: ConversationOutput;
}

/** `mcp_connection_status`: which of the agent's MCP servers answered, and with how many tools; none without servers. */
export function mcpConnectionStatus(
  speaker: Pick<SessionAgent, "mcpTools" | "mcpFailures">,
): ConversationEvent | undefined {
  const { mcpTools, mcpFailures } = speaker;
  if (mcpTools.length === 0 && mcpFailures.length === 0) return undefined;
  const counts = new Map<string, number>();
  for (const tool of mcpTools) counts.set(tool.serverId, (counts.get(tool.serverId) ?? 0) + 1);
  return {
    kind: "mcp_connection_status",
    servers: [
      ...[...counts].map(([serverId, toolCount]) => ({ serverId, connected: true, toolCount })),
      ...mcpFailures.map((failure) => ({ serverId: failure.serverId, connected: false, toolCount: 0 })),
    ],
  };
}

/** The MCP tools as the model sees them: their servers' own names, descriptions and input schemas. */
export function mcpLanguageModelTools(tools: readonly AgentMcpTool[]): LanguageModelTool[] {
  return tools.map((tool) => ({
    name: tool.name,
    description: tool.description || `A tool of the ${tool.serverName} MCP server.`,
    parameters: tool.inputSchema,
  }));
}

/**
 * The tools of the agent's MCP servers in one conversation. Each call is shown to the client as
 * `mcp_tool_call`: `loading`, or `awaiting_approval` when the server's policy asks the caller first
 * (then the client's `mcp_tool_approval_result` decides, within 30 s; no answer is a refusal), then
 * `success` with the result or `failure` with why. A refusal, a failure or an interruption is an
 * error result the model is told.
 */
export class McpToolCalls {
  private readonly byName: Map<string, AgentMcpTool>;
  /** Calls awaiting the caller's approval, by `tool_call_id`. */
  private readonly approvals = new Map<string, (approved: boolean) => void>();

  constructor(
    private readonly ctx: AuthenticatedContext,
    tools: readonly AgentMcpTool[],
  ) {
    this.byName = new Map(tools.map((tool) => [tool.name, tool]));
  }

  has(name: string): boolean {
    return this.byName.has(name);
  }

  /** `mcp_tool_approval_result`: the caller's answer; an unknown or settled id is ignored. */
  approval(toolCallId: string, approved: boolean): void {
    const settle = this.approvals.get(toolCallId);
    if (!settle) return;
    this.approvals.delete(toolCallId);
    settle(approved);
  }

  async run(call: LanguageModelToolCall, options: McpCallOptions): Promise<ConversationToolResult> {
    const tool = this.byName.get(call.name)!;
    const frame = {
      kind: "mcp_tool_call" as const,
      eventId: options.eventId,
      serviceId: tool.serverId,
      toolCallId: call.id,
      toolName: tool.name,
      toolDescription: tool.description,
      parameters: call.arguments,
      timestamp: this.ctx.ports.clock.now().toISOString(),
    };
    const failed = (errorMessage: string): ConversationToolResult => {
      options.emit({ ...frame, state: "failure", errorMessage });
      return {
        requestId: call.id,
        toolName: call.name,
        toolType: "mcp",
        resultValue: `Error: ${errorMessage}`,
        isError: true,
      };
    };
    if (tool.needsApproval) {
      options.emit({ ...frame, state: "awaiting_approval", approvalTimeoutSecs: mcpApprovalTimeoutSecs });
      const answer = await this.awaitApproval(call.id, options.signal);
      if (answer === "interrupted") return failed("interrupted: the caller spoke or the call ended");
      if (answer === "timeout") return failed("the caller did not approve the tool call in time");
      if (!answer) return failed("the caller did not approve this tool call");
    }
    options.emit({ ...frame, state: "loading" });
    const outcome = await callMcpTool(this.ctx, tool.serverId, tool.name, call.arguments, {
      variables: options.variables,
      signal: options.signal,
    });
    if (options.signal.aborted) return failed("interrupted: the caller spoke or the call ended");
    if (!outcome.ok) return failed(outcome.errorMessage);
    options.emit({ ...frame, state: "success", result: [{ type: "text", text: outcome.resultText }] });
    return {
      requestId: call.id,
      toolName: call.name,
      toolType: "mcp",
      resultValue: outcome.resultText,
      isError: false,
    };
  }

  private awaitApproval(
    toolCallId: string,
    signal: AbortSignal,
  ): Promise<boolean | "timeout" | "interrupted"> {
    return new Promise((resolve) => {
      const finish = (value: boolean | "timeout" | "interrupted") => {
        clearTimeout(timer);
        signal.removeEventListener("abort", onAbort);
        this.approvals.delete(toolCallId);
        resolve(value);
      };
      const onAbort = () => finish("interrupted");
      const timer = setTimeout(() => finish("timeout"), mcpApprovalTimeoutSecs * 1000);
      if (signal.aborted) return finish("interrupted");
      signal.addEventListener("abort", onAbort, { once: true });
      this.approvals.set(toolCallId, finish);
    });
  }
}
