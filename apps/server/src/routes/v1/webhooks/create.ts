import { createWebhook as createWebhookOperation } from "@chorus/contract";
import { createWebhook } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";

export const createWebhookRoute = bindOperation(createWebhookOperation, async ({ ctx, body }) => {
  const { webhook, secret } = await createWebhook(ctx, body);
  return { webhook_id: webhook.id, webhook_secret: secret };
});
