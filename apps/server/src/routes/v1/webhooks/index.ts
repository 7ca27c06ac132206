import type { RouteBinding } from "../../../http/bind-operation.ts";
import { createWebhookRoute } from "./create.ts";
import { deleteWebhookRoute } from "./delete.ts";
import { listWebhookDeliveriesRoute } from "./deliveries.ts";
import { listWebhooksRoute } from "./list.ts";
import { updateWebhookRoute } from "./update.ts";

/** The workspace's webhooks (`/v1/workspace/webhooks`, secrets answered once) and their post-call deliveries. */
export const webhookRoutes: RouteBinding[] = [
  listWebhooksRoute,
  createWebhookRoute,
  updateWebhookRoute,
  deleteWebhookRoute,
  listWebhookDeliveriesRoute,
];
