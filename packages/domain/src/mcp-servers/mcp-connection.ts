import { mcpLimits } from "@chorus/contract";
import { authorizationHeaders } from "../auth-connections/authorization-headers.ts";
import type { AuthenticatedContext } from "../context.ts";
import { webhookAddressPolicy } from "../conversations/runtime/agent-tool-calls.ts";
import { readEnvironmentVariable } from "../environment-variables/read-environment-variable.ts";
import { McpClientError, type McpConnection } from "../ports/mcp-client.ts";
import { readSecretValue } from "../secrets/read-secret-value.ts";
import { authConnectionIdOfMcpServerConfig } from "./mcp-server-auth-connection.ts";
import type { McpServerRecord } from "./mcp-server-records.ts";

/** What a connection is made for: the conversation's variables and environment, when there is one. */
export interface McpConnectionOptions {
  variables?: Readonly<Record<string, string | number | boolean>>;
  /** Whose values `{env_var_label}` headers take (production when not given). */
  environment?: string;
}

/**
 * How to reach a server now: its address (from its secret when it is one), the address policy of
 * webhook tools (a host in TOOL_WEBHOOK_HTTP_HOSTS anywhere, any other only over https at public
 * addresses), and its headers with secrets, variables and environment variables read: a
 * `{variable_name}` with no such variable, or an environment variable the workspace does not have,
 * leaves its header out. `secret_token` is sent as a bearer token unless a header sets
 * `authorization` itself. The server's auth connection comes last, replacing a header of the same
 * name (its tokens cached as for webhook tools); its failure fails the connection.
 */
export async function mcpConnectionOf(
  ctx: AuthenticatedContext,
  server: McpServerRecord,
  options: McpConnectionOptions = {},
): Promise<McpConnection> {
  const { config } = server;
  const address =
    typeof config.url === "string" ? config.url : await readSecretValue(ctx, config.url.secret_id);
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    throw new McpClientError("the MCP server's address is not a URL");
  }
  if (url.protocol !== "https:" && url.protocol !== "http:")
    throw new McpClientError("the MCP server's address must use https");
  let allowAddress: (address: string) => boolean;
  try {
    allowAddress = webhookAddressPolicy(url, ctx.ports.settings);
  } catch (error) {
    throw new McpClientError((error as Error).message);
  }
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(config.request_headers)) {
    const resolved = await resolvedValue(ctx, value, options);
    if (resolved !== undefined) headers[name] = String(resolved);
  }
  const named = new Set(Object.keys(headers).map((name) => name.toLowerCase()));
  if (config.secret_token && !named.has("authorization"))
    headers.authorization = `Bearer ${await readSecretValue(ctx, config.secret_token.secret_id)}`;
  const authConnectionId = authConnectionIdOfMcpServerConfig(config);
  if (authConnectionId !== undefined) {
    const auth = await authorizationHeaders(ctx, authConnectionId);
    if (!auth.ok) throw new McpClientError(`authentication failed: ${auth.failure.message}`);
    for (const [name, value] of Object.entries(auth.headers)) {
      for (const given of Object.keys(headers))
        if (given.toLowerCase() === name.toLowerCase()) Reflect.deleteProperty(headers, given);
      headers[name] = value;
    }
  }
  return {
    url,
    transport: config.transport,
    headers,
    allowAddress,
    timeoutMs: config.response_timeout_secs * 1000,
    maxResponseBytes: mcpLimits.responseBytes,
  };
}

type ConfiguredValue =
  | string
  | number
  | boolean
  | { secret_id: string }
  | { variable_name: string }
  | { env_var_label: string };

/**
 * A header's or `_meta` entry's value now: a constant as it is, a secret decrypted, a dynamic
 * variable of the conversation, an environment variable; undefined when the variable is missing.
 */
async function resolvedValue(
  ctx: AuthenticatedContext,
  value: ConfiguredValue,
  options: McpConnectionOptions,
): Promise<string | number | boolean | undefined> {
  if (typeof value !== "object") return value;
  if ("secret_id" in value) return readSecretValue(ctx, value.secret_id);
  if ("variable_name" in value) return options.variables?.[value.variable_name];
  return readEnvironmentVariable(ctx, value.env_var_label, options.environment);
}

/** `_meta` sent with a tool call (`request_meta`), read like the headers; undefined when there is none. */
export async function requestMetaOf(
  ctx: AuthenticatedContext,
  server: McpServerRecord,
  options: McpConnectionOptions = {},
): Promise<Record<string, unknown> | undefined> {
  const meta: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(server.config.request_meta ?? {})) {
    const resolved = await resolvedValue(ctx, value, options);
    if (resolved !== undefined) meta[name] = resolved;
  }
  return Object.keys(meta).length > 0 ? meta : undefined;
}
