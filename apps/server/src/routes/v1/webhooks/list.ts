import { listWebhooks as listWebhooksOperation } from "@chorus/contract";
import { listWebhooks } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";
import { presentWebhook } from "../../../presenters/webhook-presenter.ts";

export const listWebhooksRoute = bindOperation(listWebhooksOperation, async ({ ctx, query }) => ({
  webhooks: (await listWebhooks(ctx)).map((view) => presentWebhook(view, query.include_usages ?? false)),
}));
