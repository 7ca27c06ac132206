import { updateWebhook as updateWebhookOperation } from "@chorus/contract";
import { updateWebhook } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";

export const updateWebhookRoute = bindOperation(updateWebhookOperation, async ({ ctx, params, body }) => {
  await updateWebhook(ctx, params.webhook_id, body);
  return { status: "ok" };
});
