import { messages, type ToolConfig } from "@chorus/contract";
import type { AuthenticatedContext } from "../context.ts";
import type { Repositories } from "../ports/repositories.ts";
import { DomainError } from "../shared/domain-error.ts";
import { authConnectionIdOfToolConfig } from "./tool-auth-connection.ts";

/**
 * What the contract's schema cannot know: a webhook must use https, and plain http is allowed only
 * to the hosts the operator lists in TOOL_WEBHOOK_HTTP_HOSTS (a local service, a test server), so an
 * agent's calls never leave in clear text by accident. (Where an https address resolves to is
 * checked when the call is made, by the runtime.)
 */
export function checkToolConfig(ctx: AuthenticatedContext, toolConfig: ToolConfig): ToolConfig {
  if (toolConfig.type !== "webhook") return toolConfig;
  const url = new URL(toolConfig.api_schema.url);
  if (url.protocol === "http:") {
    const host = url.hostname.replace(/^\[|\]$/g, "").toLowerCase();
    if (!ctx.ports.settings.toolWebhookHttpHosts.includes(host))
      throw DomainError.invalidField(
        ["body", "tool_config", "api_schema", "url"],
        messages.toolWebhookHttpNotAllowed(host),
      );
  }
  return toolConfig;
}

/**
 * A webhook's `api_schema.auth_connection` must name one of the workspace's auth connections. Run
 * inside the tool's write: its row is then held (FOR SHARE) until the tool is stored when the write
 * is a transaction (it is whenever the tool also names secrets), so a deletion waits and counts it.
 */
export async function assertToolAuthConnectionHeld(
  ctx: Pick<AuthenticatedContext, "workspaceId">,
  store: Repositories,
  toolConfig: ToolConfig,
): Promise<void> {
  const id = authConnectionIdOfToolConfig(toolConfig);
  if (id === undefined) return;
  if ((await store.authConnections.lockMany(ctx.workspaceId, [id])).length === 0)
    throw DomainError.invalidField(
      ["body", "tool_config", "api_schema", "auth_connection", "auth_connection_id"],
      messages.authConnectionNotFound(id),
    );
}
