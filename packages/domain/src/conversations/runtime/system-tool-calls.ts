import type { AgentTransfer, ConversationConfig } from "@chorus/contract";
import type { LanguageModelToolCall } from "../../ports/language-model.ts";
import type { ConversationToolResult } from "../conversation-records.ts";
import type { SessionAgent, SystemToolEntry } from "./session-agent.ts";

/** A transfer to another agent the model asked for, with that agent ready to speak. */
export interface AgentHandover {
  transfer: AgentTransfer;
  to: SessionAgent;
}

export interface SystemToolOutcome {
  /** The agent ends the call once its reply was heard. */
  endCall: boolean;
  /** The call reached an answering machine: this message is left (when there is one), then it ends. */
  voicemail?: { message: string };
  /** The language to switch to (`language_detection`). */
  language?: string;
  handover?: AgentHandover;
  results: ConversationToolResult[];
}

/** What deciding a conversation's system tool calls needs from the session. */
export interface SystemToolContext {
  config: ConversationConfig;
  entries: readonly SystemToolEntry[];
  /** The agent speaking now (a transfer names where it came from). */
  agentId: string;
  /** False right after a handover, until the caller speaks: agents cannot pass the call around. */
  transferAllowed: boolean;
  /** Prepares the agent a transfer names; a text is why it cannot take the call. */
  prepareAgent: (agentId: string) => Promise<SessionAgent | string>;
}

interface Decision {
  result: string;
  isError?: boolean;
}

const failed = (result: string): Decision => ({ result, isError: true });

/** `transfers[n]` for the number the model gave, when it is one of them. */
function chosen<T>(transfers: readonly T[], value: unknown): T | undefined {
  return typeof value === "number" && Number.isInteger(value) ? transfers[value] : undefined;
}

/**
 * What the model's system tool calls ask for, each answered with a result the model sees:
 * `end_call`; `language_detection` (one of the agent's languages); `skip_turn` (the agent stays
 * silent); `transfer_to_agent` (the chosen agent of the workspace, prepared now so a missing one is
 * an error the model can speak about); `voicemail_detection`. Transfers to numbers and keypad tones
 * need a phone line, which a Chorus conversation does not have yet: they are recorded as errors that
 * say so. Any other name is an error result.
 */
export async function decideSystemTools(
  calls: readonly LanguageModelToolCall[],
  context: SystemToolContext,
): Promise<SystemToolOutcome> {
  const outcome: SystemToolOutcome = { endCall: false, results: [] };
  const byName = new Map(context.entries.map((entry) => [entry.name, entry]));
  for (const call of calls) {
    const entry = byName.get(call.name);
    const decision = entry
      ? await decide(entry, call, context, outcome)
      : failed(`unknown tool ${call.name}`);
    outcome.results.push({
      requestId: call.id,
      toolName: call.name,
      toolType: "system",
      resultValue: decision.result,
      isError: decision.isError ?? false,
    });
  }
  return outcome;
}

async function decide(
  entry: SystemToolEntry,
  call: LanguageModelToolCall,
  context: SystemToolContext,
  outcome: SystemToolOutcome,
): Promise<Decision> {
  const params = entry.params;
  switch (params.system_tool_type) {
    case "end_call":
      outcome.endCall = true;
      return { result: "ok" };
    case "skip_turn":
      return { result: "ok" };
    case "language_detection": {
      const language = String(call.arguments.language ?? "");
      const { config } = context;
      if (language !== config.agent.language && !(language in config.language_presets))
        return failed(`the agent does not speak ${language}`);
      outcome.language = language;
      return { result: `switched to ${language}` };
    }
    case "voicemail_detection":
      outcome.voicemail = { message: params.voicemail_message?.trim() ?? "" };
      return { result: "voicemail detected" };
    case "transfer_to_agent":
      return transferToAgent(params.transfers, call, context, outcome);
    case "transfer_to_number": {
      const transfer = chosen(params.transfers, call.arguments.transfer_number);
      if (!transfer) return failed("no such transfer number");
      return failed(
        JSON.stringify({
          status: "error",
          error: "transfers to phone numbers need a phone line, and this conversation has none",
        }),
      );
    }
    case "play_keypad_touch_tone":
      return failed(
        JSON.stringify({
          status: "error",
          error: "keypad tones need a phone line, and this conversation has none",
        }),
      );
  }
}

async function transferToAgent(
  transfers: readonly AgentTransfer[],
  call: LanguageModelToolCall,
  context: SystemToolContext,
  outcome: SystemToolOutcome,
): Promise<Decision> {
  const fromAgent = context.agentId;
  const transfer = chosen(transfers, call.arguments.agent_number);
  const error = (why: string) =>
    failed(JSON.stringify({ status: "error", from_agent: fromAgent, error: why }));
  if (!transfer) return error("no such agent number");
  if (outcome.handover || !context.transferAllowed)
    return error("the conversation was just handed over: answer the caller first");
  if (transfer.agent_id === fromAgent) return error("the conversation is already with that agent");
  const to = await context.prepareAgent(transfer.agent_id);
  if (typeof to === "string") return error(to);
  outcome.handover = { transfer, to };
  return {
    result: JSON.stringify({
      status: "success",
      from_agent: fromAgent,
      to_agent: transfer.agent_id,
      condition: transfer.condition,
      delay_ms: transfer.delay_ms ?? 0,
      transfer_message: transfer.transfer_message ?? null,
      enable_transferred_agent_first_message: transfer.enable_transferred_agent_first_message ?? false,
    }),
  };
}

/** Folds one model round's system tool outcome into the reply's. */
export function mergeSystemOutcome(into: SystemToolOutcome, more: SystemToolOutcome): void {
  into.endCall ||= more.endCall;
  if (more.language) into.language = more.language;
  if (more.voicemail) into.voicemail = more.voicemail;
  if (more.handover && !into.handover) into.handover = more.handover;
  into.results.push(...more.results);
}
