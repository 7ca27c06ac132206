import { type WebhookDelivery, type WorkspaceWebhook, workspaceWebhookEvents } from "@chorus/contract";
import type { WebhookDeliveryRecord, WebhookView } from "@chorus/domain";

const unixSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

const isWorkspaceEvent = (event: string): event is (typeof workspaceWebhookEvents)[number] =>
  (workspaceWebhookEvents as readonly string[]).includes(event);

/** `WorkspaceWebhookResponseModel`: never the secret; usages and events only when asked. */
export function presentWebhook({ webhook, usage }: WebhookView, includeUsages: boolean): WorkspaceWebhook {
  return {
    name: webhook.name,
    webhook_id: webhook.id,
    webhook_url: webhook.url,
    is_disabled: webhook.disabled,
    is_auto_disabled: false,
    created_at_unix: unixSeconds(webhook.createdAt),
    auth_type: "hmac",
    ...(includeUsages
      ? {
          usage: usage.map((usageType) => ({ usage_type: usageType })),
          events: webhook.events.filter(isWorkspaceEvent),
        }
      : {}),
    most_recent_failure_error_code: webhook.lastFailure?.statusCode ?? null,
    most_recent_failure_timestamp: webhook.lastFailure ? unixSeconds(webhook.lastFailure.at) : null,
  };
}

/** A post-call delivery and how it went (a Chorus extra). */
export function presentWebhookDelivery(delivery: WebhookDeliveryRecord): WebhookDelivery {
  return {
    delivery_id: delivery.id,
    webhook_id: delivery.webhookId,
    conversation_id: delivery.conversationId,
    event_type: delivery.eventType,
    status: delivery.status,
    attempts: delivery.attempts,
    last_status_code: delivery.lastStatusCode,
    last_error: delivery.lastError,
    created_at_unix_secs: unixSeconds(delivery.createdAt),
    updated_at_unix_secs: unixSeconds(delivery.updatedAt),
    delivered_at_unix_secs: delivery.deliveredAt ? unixSeconds(delivery.deliveredAt) : null,
  };
}
