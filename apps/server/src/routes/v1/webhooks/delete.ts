import { deleteWebhook as deleteWebhookOperation } from "@chorus/contract";
import { deleteWebhook } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";

export const deleteWebhookRoute = bindOperation(deleteWebhookOperation, async ({ ctx, params }) => {
  await deleteWebhook(ctx, params.webhook_id);
  return { status: "ok" };
});
