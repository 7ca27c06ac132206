import { toolLimits } from "@chorus/contract";
import type { Ports } from "../context.ts";
import { newId } from "../shared/ids.ts";
import type { ToolExecutionRecord } from "./tool-records.ts";

export interface ToolExecutionInput {
  workspaceId: string;
  toolId: string;
  agentId: string;
  conversationId: string;
  /** The call's id in the conversation (`tool_call_id`); a new one when the caller has none. */
  toolRequestId?: string;
  /** When the call started; now when not given. */
  at?: Date;
  durationMs: number;
  isError: boolean;
  /** What was sent and what came back: kept as JSON text (a string as it is), cut to a bounded length. */
  request?: unknown;
  response?: unknown;
  errorMessage?: string | null;
}

/** A payload as the log keeps it: text, at most `executionPayloadCharacters` long. */
function summaryOf(payload: unknown): string | null {
  if (payload === undefined || payload === null) return null;
  const text = typeof payload === "string" ? payload : JSON.stringify(payload);
  const max = toolLimits.executionPayloadCharacters;
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/**
 * Records one call of a tool during a conversation (the conversation runtime calls this after every
 * webhook, client or system tool call). The executions log and `usage_stats` read these rows. A
 * tool deleted while its call ran is not recorded: undefined then.
 */
export async function recordToolExecution(
  ports: Pick<Ports, "store" | "clock">,
  input: ToolExecutionInput,
): Promise<ToolExecutionRecord | undefined> {
  const execution: ToolExecutionRecord = {
    id: `toolexec_${newId(24)}`,
    workspaceId: input.workspaceId,
    toolId: input.toolId,
    toolRequestId: input.toolRequestId ?? `toolcall_${newId(20)}`,
    agentId: input.agentId,
    conversationId: input.conversationId,
    at: input.at ?? ports.clock.now(),
    durationMs: Math.max(0, Math.round(input.durationMs)),
    isError: input.isError,
    requestSummary: summaryOf(input.request),
    responseSummary: summaryOf(input.response),
    errorMessage: input.errorMessage ? (summaryOf(input.errorMessage) ?? null) : null,
  };
  return (await ports.store.toolExecutions.insert(execution)) ? execution : undefined;
}
