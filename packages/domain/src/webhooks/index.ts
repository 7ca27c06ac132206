export { listWebhookDeliveries } from "./list-webhook-deliveries.ts";
export { postCallEventTypes } from "./post-call-events.ts";
export type {
  WebhookDeliveryRecord,
  WebhookDeliveryStatus,
  WebhookEventType,
  WorkspaceWebhookRecord,
} from "./webhook-records.ts";
export { signatureHeaderName, webhookSignature } from "./webhook-signature.ts";
export {
  createWebhook,
  deleteWebhook,
  listWebhooks,
  updateWebhook,
  type WebhookView,
} from "./workspace-webhooks.ts";
