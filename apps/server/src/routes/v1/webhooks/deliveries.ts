import { listWebhookDeliveries as listWebhookDeliveriesOperation } from "@chorus/contract";
import { listWebhookDeliveries } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";
import { presentWebhookDelivery } from "../../../presenters/webhook-presenter.ts";

export const listWebhookDeliveriesRoute = bindOperation(
  listWebhookDeliveriesOperation,
  async ({ ctx, query }) => {
    const page = await listWebhookDeliveries(ctx, {
      conversationId: query.conversation_id,
      webhookId: query.webhook_id,
      cursor: query.cursor,
      pageSize: query.page_size,
    });
    return {
      deliveries: page.deliveries.map(presentWebhookDelivery),
      next_cursor: page.nextCursor,
      has_more: page.hasMore,
    };
  },
);
