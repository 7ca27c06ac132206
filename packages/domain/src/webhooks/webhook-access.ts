import { messages } from "@chorus/contract";
import type { Ports } from "../context.ts";
import { SecretCipherError } from "../ports/secret-cipher.ts";
import { DomainError } from "../shared/domain-error.ts";
import type { WorkspaceWebhookRecord } from "./webhook-records.ts";

export const webhookNotFound = (id: string) =>
  new DomainError("webhook_not_found", messages.webhookNotFound(id));

/** The workspace's webhook, or "webhook_not_found" (also for another workspace's). */
export async function findWebhook(
  ctx: { workspaceId: string; ports: Pick<Ports, "store"> },
  id: string,
): Promise<WorkspaceWebhookRecord> {
  const webhook = await ctx.ports.store.webhooks.find(ctx.workspaceId, id);
  if (!webhook) throw webhookNotFound(id);
  return webhook;
}

/** What binds a sealed webhook secret to its row (the cipher's additional data). */
export const webhookSealingContext = (workspaceId: string, id: string) =>
  `workspace-webhook:${workspaceId}:${id}`;

/** The webhook's HMAC secret in clear, for the moment a delivery is signed. */
export function openWebhookSecret(
  ports: Pick<Ports, "secretCipher">,
  webhook: WorkspaceWebhookRecord,
): string {
  try {
    return ports.secretCipher.open(webhook.secret, webhookSealingContext(webhook.workspaceId, webhook.id));
  } catch (error) {
    if (error instanceof SecretCipherError)
      throw new DomainError("internal_error", messages.webhookUnreadable);
    throw error;
  }
}

/**
 * A webhook's address must use https; plain http only to the hosts the operator lists in
 * TOOL_WEBHOOK_HTTP_HOSTS, the rule of webhook tools. Where an https address resolves to is checked
 * at each delivery.
 */
export function checkWebhookUrl(ports: Pick<Ports, "settings">, address: string, field: string[]): string {
  const url = new URL(address);
  if (url.protocol === "http:") {
    const host = url.hostname.replace(/^\[|\]$/g, "").toLowerCase();
    if (!ports.settings.toolWebhookHttpHosts.includes(host))
      throw DomainError.invalidField(field, messages.toolWebhookHttpNotAllowed(host));
  }
  return address;
}
