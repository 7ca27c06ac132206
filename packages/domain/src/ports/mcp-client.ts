/**
 * Talks to an agent's MCP server (issue 19 §2) over the MCP protocol. The domain resolves the
 * address, the headers (secrets decrypted) and the address policy; the adapter opens a connection
 * for one use, keeps within the bounds it is given, and closes it.
 */
export interface McpConnection {
  url: URL;
  transport: "SSE" | "STREAMABLE_HTTP";
  /** Sent with every request (secret values already decrypted: never log them). */
  headers: Record<string, string>;
  /**
   * Asked about every address the host resolves to (and an IP written in the URL) before
   * connecting; false refuses the connection.
   */
  allowAddress(address: string): boolean;
  /** Connecting and listing (or the whole of a call, with its own timeout) within this many milliseconds. */
  timeoutMs: number;
  /** A larger answer fails. */
  maxResponseBytes: number;
}

/** A tool as the server describes it (MCP's `Tool`). */
export interface McpToolDescription {
  name: string;
  title?: string;
  description?: string;
  inputSchema: Record<string, unknown>;
  outputSchema?: Record<string, unknown>;
  annotations?: {
    title?: string;
    readOnlyHint?: boolean;
    destructiveHint?: boolean;
    idempotentHint?: boolean;
    openWorldHint?: boolean;
  };
}

/** A tool call's result: its text contents joined (other contents described), and whether the tool failed. */
export interface McpToolResult {
  isError: boolean;
  text: string;
}

export interface McpClient {
  /** The server's tools (every page), at most `limit` of them. Fails with `McpClientError`. */
  listTools(connection: McpConnection, limit: number): Promise<McpToolDescription[]>;
  /** Calls one tool. Fails with `McpClientError` when refused, unreachable, too slow or too large. */
  callTool(
    connection: McpConnection,
    name: string,
    args: Record<string, unknown>,
    options: { timeoutMs: number; meta?: Record<string, unknown>; signal?: AbortSignal },
  ): Promise<McpToolResult>;
}

/** The server could not be used; its message says why (shown to the workspace and told to the model). */
export class McpClientError extends Error {
  override readonly name = "McpClientError";
}
