import type { McpToolConfigOverride } from "@chorus/contract";
import { messages } from "@chorus/contract";
import type { AuthenticatedContext } from "../context.ts";
import { readConvAiSettings } from "../convai-settings/convai-settings.ts";
import { McpClientError } from "../ports/mcp-client.ts";
import { isDomainError } from "../shared/domain-error.ts";
import { type McpConnectionOptions, mcpConnectionOf, requestMetaOf } from "./mcp-connection.ts";

export type McpToolCallOutcome = { ok: true; resultText: string } | { ok: false; errorMessage: string };

/**
 * The arguments the server gets: the model's, with the tool's `input_overrides` applied (a constant
 * or a dynamic variable in place of the model's value, or the parameter left out).
 */
export function argumentsWithOverrides(
  args: Readonly<Record<string, unknown>>,
  overrides: McpToolConfigOverride | undefined,
  variables: McpConnectionOptions["variables"],
): Record<string, unknown> {
  const result = { ...args };
  for (const [name, override] of Object.entries(overrides?.input_overrides ?? {})) {
    if (override.source === "omit") delete result[name];
    else if (override.source === "constant" && override.constant_value !== undefined)
      result[name] = override.constant_value;
    else if (override.source === "dynamic_variable" && variables?.[override.dynamic_variable] !== undefined)
      result[name] = variables[override.dynamic_variable];
  }
  return result;
}

/**
 * Calls one tool of one of the workspace's MCP servers (for the conversation runtime, after any
 * approval the server's policy asks for): a new connection, the call within the tool's timeout (its
 * own setting, else the server's), closed after. Failures of any kind become `ok: false` with a
 * reason the model can be told; a tool that reports an error (`isError`) too.
 */
export async function callMcpTool(
  ctx: AuthenticatedContext,
  serverId: string,
  toolName: string,
  args: Readonly<Record<string, unknown>>,
  options: McpConnectionOptions & { signal?: AbortSignal } = {},
): Promise<McpToolCallOutcome> {
  if (!(await readConvAiSettings(ctx)).canUseMcpServers)
    return { ok: false, errorMessage: messages.mcpOptInRequired };
  const server = await ctx.ports.store.mcpServers.find(ctx.workspaceId, serverId);
  if (!server) return { ok: false, errorMessage: messages.mcpServerNotFound(serverId) };
  const overrides = server.config.tool_config_overrides.find((entry) => entry.tool_name === toolName);
  const timeoutSecs = overrides?.response_timeout_secs ?? server.config.response_timeout_secs;
  try {
    const connection = await mcpConnectionOf(ctx, server, options);
    const result = await ctx.ports.mcpClient.callTool(
      connection,
      toolName,
      argumentsWithOverrides(args, overrides, options.variables),
      {
        timeoutMs: timeoutSecs * 1000,
        meta: await requestMetaOf(ctx, server, options),
        signal: options.signal,
      },
    );
    return result.isError
      ? { ok: false, errorMessage: result.text || "the tool failed" }
      : { ok: true, resultText: result.text };
  } catch (error) {
    if (error instanceof McpClientError || (error instanceof Error && isDomainError(error)))
      return { ok: false, errorMessage: error.message };
    if (options.signal?.aborted) return { ok: false, errorMessage: "interrupted" };
    ctx.ports.logger.warn("an MCP tool call failed", { mcpServerId: serverId, err: error });
    return { ok: false, errorMessage: "the MCP tool call failed" };
  }
}
