import { requirePermission } from "../auth/require-permission.ts";
import type { AuthenticatedContext } from "../context.ts";
import { listCursorOf, parseListCursor } from "../conversations/list-cursor.ts";
import type { WebhookDeliveryRecord } from "./webhook-records.ts";

/** `GET /v1/convai/webhook-deliveries`: the workspace's post-call deliveries, newest first, a page at a time. */
export async function listWebhookDeliveries(
  ctx: AuthenticatedContext,
  query: { conversationId?: string; webhookId?: string; cursor?: string; pageSize: number },
): Promise<{ deliveries: WebhookDeliveryRecord[]; nextCursor: string | null; hasMore: boolean }> {
  requirePermission(ctx, "convai_read");
  const after = parseListCursor(query.cursor);
  const rows = await ctx.ports.store.webhookDeliveries.list(ctx.workspaceId, {
    ...(query.conversationId ? { conversationId: query.conversationId } : {}),
    ...(query.webhookId ? { webhookId: query.webhookId } : {}),
    ...(after ? { after: { createdAt: after.at, id: after.id } } : {}),
    limit: query.pageSize + 1,
  });
  const deliveries = rows.slice(0, query.pageSize);
  const last = deliveries.at(-1);
  const hasMore = rows.length > query.pageSize;
  return { deliveries, nextCursor: hasMore && last ? listCursorOf(last.createdAt, last.id) : null, hasMore };
}
