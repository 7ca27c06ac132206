import {
  type McpClient,
  McpClientError,
  type McpConnection,
  type McpToolDescription,
  type McpToolResult,
} from "@chorus/domain";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { SSEClientTransport } from "@modelcontextprotocol/sdk/client/sse.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { guardedFetch } from "./guarded-fetch.ts";

export interface SdkMcpClientOptions {
  /** Extra certificate authorities to trust (PEM), for a deployment behind its own CA and for tests. */
  ca?: string;
}

/** Pages of a tools listing read at most (a server that pages forever is cut off). */
const maxListingPages = 20;

/**
 * MCP servers through the official MCP TypeScript SDK: a `Client` over streamable HTTP or SSE (the
 * server's `transport`), every request through `guardedFetch` (the address policy, the byte
 * bound), the whole use within its timeout, and the connection closed after each use.
 */
export function sdkMcpClient(options: SdkMcpClientOptions = {}): McpClient {
  return {
    listTools(connection, limit) {
      return withClient(connection, connection.timeoutMs, undefined, options, async (client, signal) => {
        const tools: McpToolDescription[] = [];
        let cursor: string | undefined;
        for (let page = 0; page < maxListingPages && tools.length < limit; page++) {
          const answer = await client.listTools(cursor ? { cursor } : {}, {
            signal,
            timeout: connection.timeoutMs,
          });
          for (const tool of answer.tools.slice(0, limit - tools.length))
            tools.push({
              name: tool.name,
              ...(tool.title !== undefined ? { title: tool.title } : {}),
              ...(tool.description !== undefined ? { description: tool.description } : {}),
              inputSchema: tool.inputSchema,
              ...(tool.outputSchema !== undefined ? { outputSchema: tool.outputSchema } : {}),
              ...(tool.annotations !== undefined ? { annotations: tool.annotations } : {}),
            });
          cursor = answer.nextCursor;
          if (!cursor) break;
        }
        return tools;
      });
    },
    callTool(connection, name, args, call) {
      return withClient(connection, call.timeoutMs, call.signal, options, async (client, signal) => {
        const result = await client.callTool(
          { name, arguments: args, ...(call.meta ? { _meta: call.meta } : {}) },
          undefined,
          { signal, timeout: call.timeoutMs },
        );
        return resultOf(result as CallToolResult);
      });
    },
  };
}

/** A call's contents as text: text as it is, other contents named, structured content as JSON when there is no text. */
function resultOf(result: CallToolResult): McpToolResult {
  const parts = (result.content ?? []).map((content) => {
    switch (content.type) {
      case "text":
        return content.text;
      case "resource":
        return "text" in content.resource ? content.resource.text : `[resource ${content.resource.uri}]`;
      case "resource_link":
        return `[resource ${content.uri}]`;
      default:
        return `[${content.type} ${content.mimeType}]`;
    }
  });
  const text =
    parts.length === 0 && result.structuredContent !== undefined
      ? JSON.stringify(result.structuredContent)
      : parts.join("\n");
  return { isError: result.isError === true, text };
}

/** Opens a connection, runs `work` within `timeoutMs` (and the caller's signal), and closes it whatever happens. */
async function withClient<T>(
  connection: McpConnection,
  timeoutMs: number,
  callerSignal: AbortSignal | undefined,
  options: SdkMcpClientOptions,
  work: (client: Client, signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const timeout = AbortSignal.timeout(timeoutMs);
  const tooLarge = new AbortController();
  const signal = AbortSignal.any([timeout, tooLarge.signal, ...(callerSignal ? [callerSignal] : [])]);
  const fetch = guardedFetch({
    origin: connection.url.origin,
    allowAddress: connection.allowAddress,
    maxResponseBytes: connection.maxResponseBytes,
    onTooLarge: (error) => tooLarge.abort(error),
    ...(options.ca ? { ca: options.ca } : {}),
  });
  const requestInit = { headers: connection.headers };
  const transport =
    connection.transport === "SSE"
      ? new SSEClientTransport(connection.url, { fetch, requestInit })
      : new StreamableHTTPClientTransport(connection.url, { fetch, requestInit });
  const client = new Client({ name: "chorus", version: "1.0.0" });
  // The SDK's own timeouts cover each request; this one covers the whole use, connecting included.
  const expired = new Promise<never>((_, reject) => {
    signal.addEventListener("abort", () => reject(signal.reason), { once: true });
  });
  expired.catch(() => {});
  try {
    await Promise.race([client.connect(transport, { signal, timeout: timeoutMs }), expired]);
    return await Promise.race([work(client, signal), expired]);
  } catch (error) {
    if (callerSignal?.aborted) throw callerSignal.reason;
    if (tooLarge.signal.aborted) throw tooLarge.signal.reason;
    if (timeout.aborted)
      throw new McpClientError(`the MCP server did not answer within ${timeoutMs / 1000} s`);
    if (error instanceof McpClientError) throw error;
    throw new McpClientError(`the MCP server could not be used: ${describe(error)}`);
  } finally {
    await client.close().catch(() => {});
  }
}

/** An error's message, with its cause's (a fetch failure's reason is in its cause). */
function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : "";
  return `${error.message}${cause}`.slice(0, 500);
}
