import { inputLimits } from "../bounds/input-limits.ts";

/**
 * Limits of the workspace's MCP servers (`/v1/convai/mcp-servers`). Chorus bounds, far above a real
 * server's configuration and far below what would make a stored row or a tools listing expensive.
 */
export const mcpLimits = {
  nameCharacters: inputLimits.nameCharacters,
  /** A tool's name as the MCP server gives it (the MCP specification suggests at most 128). */
  toolNameCharacters: 128,
  /** Servers of one workspace. */
  serversPerWorkspace: 100,
  requestHeaders: 50,
  requestMeta: 50,
  /** Per-tool approvals and per-tool configuration overrides of one server. */
  toolEntries: 200,
  /** Parameters one override sets. */
  inputOverrides: 100,
  /** An approved tool's input schema, as JSON text. */
  inputSchemaCharacters: 24_000,
  /** Seconds a server has to answer a tool call (as webhook tools). */
  responseTimeoutSeconds: { min: 1, max: 300, default: 20 },
  /** What a server's answer (a tools list, a tool's result) may weigh. */
  responseBytes: 1024 * 1024,
  /**
   * A request body of the MCP routes as JSON text: far above a real server's settings, and small
   * enough that the route's body limit refuses a megabyte before it is parsed.
   */
  bodyCharacters: 30_000,
  /** Tools listed from one server at most (the rest are left out). */
  toolsPerServer: 200,
} as const;
