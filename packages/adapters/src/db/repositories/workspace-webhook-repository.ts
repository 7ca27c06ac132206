import type {
  WebhookDeliveryRecord,
  WebhookDeliveryRepository,
  WorkspaceWebhookRecord,
  WorkspaceWebhookRepository,
} from "@chorus/domain";
import { and, asc, count, desc, eq, lt, or, type SQL } from "drizzle-orm";
import type { Database } from "../open-database.ts";
import { webhookDeliveries, workspaceWebhooks } from "../schema/index.ts";

type WebhookRow = typeof workspaceWebhooks.$inferSelect;

const webhookOf = (row: WebhookRow): WorkspaceWebhookRecord => ({
  id: row.id,
  workspaceId: row.workspaceId,
  createdByUserId: row.createdByUserId,
  name: row.name,
  url: row.url,
  secret: { keyId: row.keyId, ciphertext: row.ciphertext },
  requestHeaders: row.requestHeaders,
  events: row.events,
  disabled: row.disabled,
  lastFailure: row.lastFailureAt ? { statusCode: row.lastFailureStatus, at: row.lastFailureAt } : null,
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
});

export function workspaceWebhookRepository(db: Database): WorkspaceWebhookRepository {
  const inWorkspace = (workspaceId: string, id: string) =>
    and(eq(workspaceWebhooks.workspaceId, workspaceId), eq(workspaceWebhooks.id, id));
  return {
    async insert(webhook) {
      await db.insert(workspaceWebhooks).values({
        id: webhook.id,
        workspaceId: webhook.workspaceId,
        createdByUserId: webhook.createdByUserId,
        name: webhook.name,
        url: webhook.url,
        keyId: webhook.secret.keyId,
        ciphertext: webhook.secret.ciphertext,
        requestHeaders: webhook.requestHeaders,
        events: webhook.events,
        disabled: webhook.disabled,
        lastFailureStatus: webhook.lastFailure?.statusCode ?? null,
        lastFailureAt: webhook.lastFailure?.at ?? null,
        createdAt: webhook.createdAt,
        updatedAt: webhook.updatedAt,
      });
    },
    async find(workspaceId, id) {
      const [row] = await db.select().from(workspaceWebhooks).where(inWorkspace(workspaceId, id));
      return row && webhookOf(row);
    },
    async list(workspaceId, limit) {
      const rows = await db
        .select()
        .from(workspaceWebhooks)
        .where(eq(workspaceWebhooks.workspaceId, workspaceId))
        .orderBy(asc(workspaceWebhooks.createdAt), asc(workspaceWebhooks.id))
        .limit(limit);
      return rows.map(webhookOf);
    },
    async count(workspaceId) {
      const [row] = await db
        .select({ count: count() })
        .from(workspaceWebhooks)
        .where(eq(workspaceWebhooks.workspaceId, workspaceId));
      return row?.count ?? 0;
    },
    async update(workspaceId, id, patch) {
      const [row] = await db
        .update(workspaceWebhooks)
        .set({
          ...(patch.name !== undefined ? { name: patch.name } : {}),
          ...(patch.disabled !== undefined ? { disabled: patch.disabled } : {}),
          ...(patch.requestHeaders !== undefined ? { requestHeaders: patch.requestHeaders } : {}),
          ...(patch.events !== undefined ? { events: patch.events } : {}),
          ...(patch.lastFailure !== undefined
            ? {
                lastFailureStatus: patch.lastFailure?.statusCode ?? null,
                lastFailureAt: patch.lastFailure?.at ?? null,
              }
            : {}),
          updatedAt: patch.updatedAt,
        })
        .where(inWorkspace(workspaceId, id))
        .returning();
      return row && webhookOf(row);
    },
    async delete(workspaceId, id) {
      const rows = await db
        .delete(workspaceWebhooks)
        .where(inWorkspace(workspaceId, id))
        .returning({ id: workspaceWebhooks.id });
      return rows.length > 0;
    },
  };
}

const deliveryOf = (row: typeof webhookDeliveries.$inferSelect): WebhookDeliveryRecord => row;

export function webhookDeliveryRepository(db: Database): WebhookDeliveryRepository {
  const inWorkspace = (workspaceId: string, id: string) =>
    and(eq(webhookDeliveries.workspaceId, workspaceId), eq(webhookDeliveries.id, id));
  return {
    async insertOnce(delivery) {
      const rows = await db
        .insert(webhookDeliveries)
        .values(delivery)
        .onConflictDoNothing({
          target: [
            webhookDeliveries.webhookId,
            webhookDeliveries.conversationId,
            webhookDeliveries.eventType,
          ],
        })
        .returning({ id: webhookDeliveries.id });
      return rows.length > 0;
    },
    async find(workspaceId, id) {
      const [row] = await db.select().from(webhookDeliveries).where(inWorkspace(workspaceId, id));
      return row && deliveryOf(row);
    },
    async update(workspaceId, id, patch) {
      await db.update(webhookDeliveries).set(patch).where(inWorkspace(workspaceId, id));
    },
    async list(workspaceId, filter) {
      const conditions: (SQL | undefined)[] = [eq(webhookDeliveries.workspaceId, workspaceId)];
      if (filter.conversationId) conditions.push(eq(webhookDeliveries.conversationId, filter.conversationId));
      if (filter.webhookId) conditions.push(eq(webhookDeliveries.webhookId, filter.webhookId));
      if (filter.after)
        conditions.push(
          or(
            lt(webhookDeliveries.createdAt, filter.after.createdAt),
            and(
              eq(webhookDeliveries.createdAt, filter.after.createdAt),
              lt(webhookDeliveries.id, filter.after.id),
            ),
          ),
        );
      const rows = await db
        .select()
        .from(webhookDeliveries)
        .where(and(...conditions))
        .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
        .limit(filter.limit);
      return rows.map(deliveryOf);
    },
  };
}
