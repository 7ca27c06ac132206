import { authorizationHeaders } from "../../auth-connections/authorization-headers.ts";
import type { AuthenticatedContext, DomainSettings } from "../../context.ts";
import { readEnvironmentVariable } from "../../environment-variables/read-environment-variable.ts";
import type { LanguageModelToolCall } from "../../ports/language-model.ts";
import { ToolWebhookError } from "../../ports/tool-webhooks.ts";
import { readSecretValue } from "../../secrets/read-secret-value.ts";
import { isDomainError } from "../../shared/domain-error.ts";
import { isPublicAddress } from "../../shared/public-https-url.ts";
import { recordToolExecution } from "../../tools/record-tool-execution.ts";
import type { ConversationToolResult, ConversationTurn } from "../conversation-records.ts";
import type { VariableValue } from "../dynamic-variables.ts";
import type { CallableTool } from "./agent-tools.ts";
import type { ConversationOutput } from "./conversation-events.ts";
import type { McpToolCalls } from "./mcp-tool-calls.ts";
import { assignedVariables, parsedResponse } from "./tool-assignments.ts";
import { WebhookPlanError, webhookCallPlan } from "./webhook-request.ts";

/** A webhook's answer larger than this fails the call. */
const maxWebhookResponseBytes = 1024 * 1024;
/** What the model is given of a tool's result at most (the rest is cut, and the cut is said). */
export const toolResultCharacters = 10_000;
/** Said before a tool whose pre-tool speech is forced when the model said nothing itself. */
export const preToolSpeech = "One moment, please.";
/** What a client tool without `expects_response` answers at once. */
const clientToolExecuted = "Client tool executed";

/** One tool call's outcome: its transcript result (what the model is told) and the variables it set. */
export interface ToolCallOutcome {
  result: ConversationToolResult;
  assigned: Record<string, VariableValue>;
}

export interface ToolCallOptions {
  eventId: number;
  /** The conversation's variables now (for parameters, URLs and headers). */
  variables: Record<string, VariableValue>;
  /** An interruption or the end of the call: a webhook call or a client's answer stops being awaited. */
  signal: AbortSignal;
  emit: ConversationOutput;
}

/** A text bounded for the model, saying so when it was cut. */
function bounded(text: string): string {
  return text.length > toolResultCharacters
    ? `${text.slice(0, toolResultCharacters)}… (cut at ${toolResultCharacters} characters)`
    : text;
}

/**
 * Which addresses a webhook may reach: a host the operator lists in TOOL_WEBHOOK_HTTP_HOSTS at any
 * address (over http or https), any other host only over https and only at public addresses (the
 * same rule as when the tool was saved, and where the name resolves checked when calling).
 */
export function webhookAddressPolicy(url: URL, settings: DomainSettings): (address: string) => boolean {
  const host = url.hostname.replace(/^\[|\]$/g, "").toLowerCase();
  if (settings.toolWebhookHttpHosts.includes(host)) return () => true;
  if (url.protocol !== "https:") throw new ToolWebhookError(`plain http to ${host} is not allowed`);
  return isPublicAddress;
}

/**
 * The agent's webhook and client tools in one conversation: a webhook is called during the turn
 * (`agent_tool_request`, the HTTP call through the `ToolWebhookCaller` port, `agent_tool_response`);
 * a client tool is sent to the caller's app (`client_tool_call`) and, when it expects a response, its
 * `client_tool_result` awaited up to the tool's timeout. Every call is recorded in the tool's
 * executions log; a failure of any kind becomes an error result the model is told, never a crash.
 */
export class AgentToolCalls {
  private readonly byName: Map<string, CallableTool>;
  /** Client tool calls awaiting the client's result, by `tool_call_id`. */
  private readonly awaiting = new Map<string, (answer: { result: string; isError: boolean }) => void>();

  constructor(
    private readonly ctx: AuthenticatedContext,
    tools: readonly CallableTool[],
    private readonly ids: { agentId: string; conversationId: string },
    /** The tools of the agent's MCP servers (a name its own tools have is theirs). */
    private readonly mcp?: McpToolCalls,
  ) {
    this.byName = new Map(tools.map((tool) => [tool.config.name, tool]));
  }

  /** The kind of tool a model's call names, when it is one of the agent's own or MCP tools. */
  typeOf(name: string): "webhook" | "client" | "mcp" | undefined {
    const tool = this.byName.get(name);
    if (tool) return tool.config.type;
    return this.mcp?.has(name) ? "mcp" : undefined;
  }

  /** `mcp_tool_approval_result`: the caller's answer to an MCP tool call awaiting approval. */
  mcpApproval(toolCallId: string, approved: boolean): void {
    this.mcp?.approval(toolCallId, approved);
  }

  /** A tool's pre-tool speech is forced and the model said nothing before calling it. */
  private forcesSpeech(calls: readonly LanguageModelToolCall[]): boolean {
    return calls.some((call) => {
      const config = this.byName.get(call.name)?.config;
      return config !== undefined && (config.force_pre_tool_speech || config.pre_tool_speech === "force");
    });
  }

  /** `client_tool_result`: the answer to a client tool call; an unknown or settled id is ignored. */
  clientResult(toolCallId: string, result: string, isError: boolean): void {
    const settle = this.awaiting.get(toolCallId);
    if (!settle) return;
    this.awaiting.delete(toolCallId);
    settle({ result, isError });
  }

  /**
   * The agent's tools one reply called, one after the other: spoken first (the model's words before
   * the calls went out as it wrote them; a forced pre-tool speech is said when it wrote none) so the
   * caller does not wait in silence, then each run, its result kept on the reply's turn and, unless
   * interrupted, handed to `done` (the variables it set hold for the next call).
   */
  async runReplyTools(
    calls: readonly LanguageModelToolCall[],
    options: Omit<ToolCallOptions, "variables"> & {
      turn: ConversationTurn;
      spokenFirst: string;
      speak(text: string): Promise<void>;
      variables(): Record<string, VariableValue>;
      done(outcome: ToolCallOutcome): void;
    },
  ): Promise<void> {
    if (!options.spokenFirst && this.forcesSpeech(calls)) {
      options.turn.message = preToolSpeech;
      await options.speak(preToolSpeech);
    }
    for (const call of calls) {
      if (options.signal.aborted) return;
      const callOptions = { ...options, variables: options.variables() };
      const outcome =
        !this.byName.has(call.name) && this.mcp?.has(call.name)
          ? { result: await this.mcp.run(call, callOptions), assigned: {} }
          : await this.run(call, callOptions);
      options.turn.toolResults.push(outcome.result);
      // Once interrupted, the conversation has moved on: the model is told the call was interrupted
      // (tool-history.ts), whenever this result arrived.
      if (!options.signal.aborted) options.done(outcome);
    }
  }

  /** Runs one call of one of the agent's tools, recording it. */
  async run(call: LanguageModelToolCall, options: ToolCallOptions): Promise<ToolCallOutcome> {
    const tool = this.byName.get(call.name)!;
    const at = this.ctx.ports.clock.now();
    const started = performance.now();
    const outcome =
      tool.config.type === "webhook"
        ? await this.webhook(tool, tool.config, call, options)
        : await this.client(tool.config, call, options);
    const { result, isError, request, errorMessage } = outcome;
    await recordToolExecution(this.ctx.ports, {
      workspaceId: this.ctx.workspaceId,
      toolId: tool.id,
      agentId: this.ids.agentId,
      conversationId: this.ids.conversationId,
      toolRequestId: call.id,
      at,
      durationMs: performance.now() - started,
      isError,
      request,
      response: isError ? null : result,
      errorMessage: errorMessage ?? null,
    }).catch((error) =>
      this.ctx.ports.logger.warn("could not record a tool execution", {
        conversationId: this.ids.conversationId,
        err: error,
      }),
    );
    const parsed = isError ? undefined : parsedResponse(result);
    return {
      result: {
        requestId: call.id,
        toolName: call.name,
        toolType: tool.config.type,
        resultValue: bounded(isError ? `Error: ${errorMessage ?? result}` : result),
        isError,
      },
      assigned: parsed === undefined ? {} : assignedVariables(tool.config.assignments, parsed),
    };
  }

  private async webhook(
    tool: CallableTool,
    config: Extract<CallableTool["config"], { type: "webhook" }>,
    call: LanguageModelToolCall,
    options: ToolCallOptions,
  ): Promise<RawOutcome> {
    const ids = { eventId: options.eventId, toolName: call.name, toolCallId: call.id, toolType: "webhook" };
    options.emit({ kind: "tool_request", ...ids });
    let request: unknown = call.arguments;
    let outcome: RawOutcome;
    try {
      const plan = webhookCallPlan(config, call.arguments, options.variables);
      request = { method: plan.method, url: plan.url.toString(), body: plan.body ?? null };
      const allowAddress = webhookAddressPolicy(plan.url, this.ctx.ports.settings);
      const headers = { ...plan.headers };
      for (const [name, secretId] of Object.entries(plan.secretHeaders))
        headers[name] = await readSecretValue(this.ctx, secretId);
      // An environment variable's production value (conversations do not name an environment yet);
      // a label with no variable leaves the header out.
      for (const [name, label] of Object.entries(plan.environmentHeaders)) {
        const value = await readEnvironmentVariable(this.ctx, label);
        if (value !== undefined) headers[name] = value;
      }
      // The tool's auth connection comes last, replacing a header of the same name; its failure
      // (a refused token request, a bad key) fails the call as an unreachable webhook does.
      const authConnectionId = config.api_schema.auth_connection?.auth_connection_id;
      if (authConnectionId !== undefined) {
        const auth = await authorizationHeaders(this.ctx, authConnectionId, { signal: options.signal });
        if (!auth.ok) throw new ToolWebhookError(`authentication failed: ${auth.failure.message}`);
        for (const [name, value] of Object.entries(auth.headers)) {
          for (const given of Object.keys(headers))
            if (given.toLowerCase() === name.toLowerCase()) Reflect.deleteProperty(headers, given);
          headers[name] = value;
        }
      }
      const named = new Set(Object.keys(headers).map((name) => name.toLowerCase()));
      if (plan.contentType && !named.has("content-type")) headers["content-type"] = plan.contentType;
      if (!named.has("accept")) headers.accept = "application/json, text/plain, */*";
      const response = await this.ctx.ports.toolWebhooks.call({
        url: plan.url,
        method: plan.method,
        headers,
        ...(plan.body !== undefined ? { body: plan.body } : {}),
        timeoutMs: config.response_timeout_secs * 1000,
        maxResponseBytes: maxWebhookResponseBytes,
        allowAddress,
        signal: options.signal,
      });
      outcome =
        response.status >= 200 && response.status < 300
          ? { result: response.body, isError: false, request }
          : {
              result: response.body,
              isError: true,
              request,
              errorMessage: `the webhook answered ${response.status}${response.body ? `: ${response.body.slice(0, 500)}` : ""}`,
            };
    } catch (error) {
      if (options.signal.aborted) outcome = interrupted(request);
      else if (
        error instanceof ToolWebhookError ||
        error instanceof WebhookPlanError ||
        (error instanceof Error && isDomainError(error))
      )
        outcome = { result: "", isError: true, request, errorMessage: error.message };
      else {
        this.ctx.ports.logger.warn("a webhook tool call failed", { toolId: tool.id, err: error });
        outcome = { result: "", isError: true, request, errorMessage: "the webhook call failed" };
      }
    }
    options.emit({ kind: "tool_response", ...ids, isError: outcome.isError });
    return outcome;
  }

  private async client(
    config: Extract<CallableTool["config"], { type: "client" }>,
    call: LanguageModelToolCall,
    options: ToolCallOptions,
  ): Promise<RawOutcome> {
    const request = call.arguments;
    const answer = config.expects_response ? this.awaitAnswer(call.id, config, options.signal) : undefined;
    options.emit({
      kind: "client_tool_call",
      eventId: options.eventId,
      toolName: call.name,
      toolCallId: call.id,
      parameters: call.arguments,
    });
    if (!answer) return { result: clientToolExecuted, isError: false, request };
    const given = await answer;
    if (given === "interrupted") return interrupted(request);
    if (given === "timeout")
      return {
        result: "",
        isError: true,
        request,
        errorMessage: `the client did not answer within ${config.response_timeout_secs} s`,
      };
    return given.isError
      ? {
          result: given.result,
          isError: true,
          request,
          errorMessage: given.result || "the client tool failed",
        }
      : { result: given.result, isError: false, request };
  }

  /** The client's answer, or why none came: the tool's timeout (-1: none) or the signal. */
  private awaitAnswer(
    toolCallId: string,
    config: Extract<CallableTool["config"], { type: "client" }>,
    signal: AbortSignal,
  ): Promise<{ result: string; isError: boolean } | "timeout" | "interrupted"> {
    return new Promise((resolve) => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const finish = (value: { result: string; isError: boolean } | "timeout" | "interrupted") => {
        clearTimeout(timer);
        signal.removeEventListener("abort", onAbort);
        this.awaiting.delete(toolCallId);
        resolve(value);
      };
      const onAbort = () => finish("interrupted");
      if (signal.aborted) return finish("interrupted");
      signal.addEventListener("abort", onAbort, { once: true });
      if (config.response_timeout_secs > 0)
        timer = setTimeout(() => finish("timeout"), config.response_timeout_secs * 1000);
      this.awaiting.set(toolCallId, (answer) => finish(answer));
    });
  }
}

interface RawOutcome {
  result: string;
  isError: boolean;
  /** What was sent, for the executions log (never the headers: they may carry secrets). */
  request: unknown;
  errorMessage?: string;
}

const interrupted = (request: unknown): RawOutcome => ({
  result: "",
  isError: true,
  request,
  errorMessage: "interrupted: the caller spoke or the call ended",
});
