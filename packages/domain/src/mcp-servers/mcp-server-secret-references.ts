import type { McpServerConfig } from "@chorus/contract";
import type { SecretReferenceSource } from "../secrets/secret-references.ts";
import { mcpServerAsDependent } from "./mcp-server-access.ts";

/**
 * The workspace secrets an MCP server's configuration names: its URL or `secret_token` given as a
 * secret, request headers and `_meta` values given as `{ secret_id }`. Saving a server checks they
 * exist and holds them until it commits; the secrets' `used_by` lists the server, and a secret a
 * server uses cannot be deleted.
 */
export function secretIdsOfMcpServerConfig(
  config: Pick<McpServerConfig, "url" | "secret_token" | "request_headers" | "request_meta">,
): string[] {
  const named = (value: unknown) =>
    typeof value === "object" && value !== null && "secret_id" in value && typeof value.secret_id === "string"
      ? [value.secret_id]
      : [];
  return [
    ...named(config.url),
    ...named(config.secret_token),
    ...Object.values(config.request_headers).flatMap(named),
    ...Object.values(config.request_meta ?? {}).flatMap(named),
  ];
}

/** MCP servers as users of secrets. Every member sees every server of the workspace, so none is `unknown`. */
export const mcpServerSecretReferences: SecretReferenceSource = {
  kind: "mcp_servers",
  async references(ctx, store) {
    const servers = await store.mcpServers.list(ctx.workspaceId);
    return servers.flatMap((server) => {
      const secretIds = secretIdsOfMcpServerConfig(server.config);
      if (secretIds.length === 0) return [];
      return [
        {
          dependent: mcpServerAsDependent(ctx, server),
          secretIds,
        },
      ];
    });
  },
};
