import type { WorkflowNode } from "@chorus/contract";
import type { AuthenticatedContext } from "../../../context.ts";
import type { LanguageModelToolCall } from "../../../ports/language-model.ts";
import type { ConversationToolCall, ConversationToolResult } from "../../conversation-records.ts";
import type { VariableValue } from "../../dynamic-variables.ts";
import { AgentToolCalls, type ToolCallOutcome } from "../agent-tool-calls.ts";
import { callableTools } from "../agent-tools.ts";
import type { ConversationOutput } from "../conversation-events.ts";
import { toolNodeArguments } from "./tool-node-arguments.ts";

type ToolNode = Extract<WorkflowNode, { type: "tool" }>;
type PhoneNumberNode = Extract<WorkflowNode, { type: "phone_number" }>;

/** A tool node's run: the calls made (as the model would have made them) and their outcomes. */
export interface WorkflowToolRun {
  calls: LanguageModelToolCall[];
  recorded: ConversationToolCall[];
  outcomes: ToolCallOutcome[];
  /** Every tool ran and answered without an error (a node without tools succeeds). */
  succeeded: boolean;
}

/**
 * Runs a tool node's tools one after the other through the conversation's tool-call machinery
 * (webhook calls, client tool calls, the executions log), their arguments from the node's overrides,
 * the dynamic variables and the caller's words. A tool of the node that is gone (deleted since) or
 * is a system tool fails the node's result.
 */
export async function runWorkflowTools(
  ctx: AuthenticatedContext,
  ids: { agentId: string; conversationId: string; nodeId: string },
  node: ToolNode,
  io: {
    eventId: number;
    signal: AbortSignal;
    emit: ConversationOutput;
    variables: () => Record<string, VariableValue>;
    callerWords: string | undefined;
  },
): Promise<WorkflowToolRun> {
  const toolIds = node.tools.map((locator) => locator.tool_id);
  const records = toolIds.length ? await ctx.ports.store.tools.findMany(ctx.workspaceId, toolIds) : [];
  const tools = callableTools(records);
  const byId = new Map(tools.map((tool) => [tool.id, tool]));
  const runner = new AgentToolCalls(ctx, tools, { agentId: ids.agentId, conversationId: ids.conversationId });
  const run: WorkflowToolRun = { calls: [], recorded: [], outcomes: [], succeeded: true };
  for (const [index, locator] of node.tools.entries()) {
    const tool = byId.get(locator.tool_id);
    if (!tool) {
      run.succeeded = false;
      continue;
    }
    if (io.signal.aborted) break;
    const variables = io.variables();
    const call: LanguageModelToolCall = {
      id: `workflow_${ids.nodeId}_${io.eventId}_${index}`,
      name: tool.config.name,
      arguments: toolNodeArguments(tool, locator.schema_overrides, variables, io.callerWords),
    };
    const outcome = await runner.run(call, {
      eventId: io.eventId,
      variables,
      signal: io.signal,
      emit: io.emit,
    });
    run.calls.push(call);
    run.recorded.push({
      requestId: call.id,
      toolName: call.name,
      toolType: tool.config.type,
      paramsAsJson: JSON.stringify(call.arguments),
    });
    run.outcomes.push(outcome);
    if (outcome.result.isError) run.succeeded = false;
  }
  return run;
}

/**
 * A phone-number node's transfer as the transcript keeps it: a `transfer_to_number` call that
 * failed, saying why (a Chorus conversation has no phone line yet, as the system tool says too).
 */
export function phoneTransferRecord(
  requestId: string,
  node: PhoneNumberNode,
): { call: ConversationToolCall; result: ConversationToolResult } {
  const toolName = "transfer_to_number";
  return {
    call: {
      requestId,
      toolName,
      toolType: "system",
      paramsAsJson: JSON.stringify({
        transfer_destination: node.transfer_destination,
        transfer_type: node.transfer_type,
      }),
    },
    result: {
      requestId,
      toolName,
      toolType: "system",
      resultValue: JSON.stringify({
        status: "error",
        error: "transfers to phone numbers need a phone line, and this conversation has none",
      }),
      isError: true,
    },
  };
}
