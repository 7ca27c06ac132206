export { createWebhook } from "./create-webhook.ts";
export { deleteWebhook } from "./delete-webhook.ts";
export { listWebhookDeliveries } from "./list-webhook-deliveries.ts";
export { listWebhooks } from "./list-webhooks.ts";
export { updateWebhook } from "./update-webhook.ts";
export {
  type CreateWebhookBody,
  type UpdateWebhookBody,
  type WebhookDelivery,
  WebhookDeliverySchema,
  type WorkspaceWebhook,
  WorkspaceWebhookSchema,
  webhookDeliveryStatuses,
  workspaceWebhookEvents,
} from "./webhook-schemas.ts";
