import type { ToolConfig } from "@chorus/contract";

/**
 * The auth connection a webhook tool's calls authenticate with (`api_schema.auth_connection`).
 * Saving the tool checks it exists (tools/check-tool-config.ts), a conversation adds its headers,
 * and the connection's `used_by` lists the tool, which keeps it from being deleted.
 */
export function authConnectionIdOfToolConfig(config: ToolConfig): string | undefined {
  return config.type === "webhook" ? config.api_schema.auth_connection?.auth_connection_id : undefined;
}
