import { type McpServerConfig, messages } from "@chorus/contract";
import type { AuthenticatedContext } from "../context.ts";
import { DomainError } from "../shared/domain-error.ts";

/**
 * What the contract's schema cannot know: the URL must use https, plain http only to the hosts the
 * operator lists in TOOL_WEBHOOK_HTTP_HOSTS (as webhook tools); an auth connection taken from an
 * environment variable is not applied yet, so one is refused rather than ignored (one named by id
 * is checked where the server is stored); a tool has one approval and one set
 * of settings at most. Where the address resolves is checked at every connection.
 */
export function checkMcpServerConfig(ctx: AuthenticatedContext, config: McpServerConfig): McpServerConfig {
  if (typeof config.url === "string") {
    const url = new URL(config.url);
    const host = url.hostname.replace(/^\[|\]$/g, "").toLowerCase();
    if (url.protocol === "http:" && !ctx.ports.settings.toolWebhookHttpHosts.includes(host))
      throw DomainError.invalidField(["body", "config", "url"], messages.mcpServerHttpNotAllowed(host));
  }
  if (config.auth_connection && "env_var_label" in config.auth_connection)
    throw DomainError.invalidField(
      ["body", "config", "auth_connection", "env_var_label"],
      messages.mcpAuthConnectionUnsupported,
    );
  return {
    ...config,
    tool_approval_hashes: lastPerTool(config.tool_approval_hashes),
    tool_config_overrides: lastPerTool(config.tool_config_overrides),
  };
}

/** One entry per tool name: a later entry for the same tool replaces an earlier one. */
function lastPerTool<T extends { tool_name: string }>(entries: readonly T[]): T[] {
  return [...new Map(entries.map((entry) => [entry.tool_name, entry])).values()];
}
