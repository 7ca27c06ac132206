import type { OutboxRecord, OutboxRepository } from "@chorus/domain";
import { and, asc, desc, eq, inArray, isNull } from "drizzle-orm";
import type { Database } from "../open-database.ts";
import { outbox } from "../schema/index.ts";

export function outboxRepository(db: Database): OutboxRepository {
  return {
    async insert(message) {
      const [row] = await db.insert(outbox).values(message).returning();
      return row as OutboxRecord;
    },
    async list({ recipient, limit }) {
      const rows = await db
        .select()
        .from(outbox)
        .where(recipient ? eq(outbox.recipient, recipient.toLowerCase()) : undefined)
        .orderBy(desc(outbox.createdAt))
        .limit(limit);
      return rows as OutboxRecord[];
    },
    async markDelivered(id, at, error) {
      await db
        .update(outbox)
        .set({ deliveredAt: at, error: error ?? null })
        .where(eq(outbox.id, id));
    },
    async claimUndelivered(channel, limit) {
      const claimable = db
        .select({ id: outbox.id })
        .from(outbox)
        .where(and(eq(outbox.channel, channel), isNull(outbox.deliveredAt)))
        .orderBy(asc(outbox.createdAt))
        .limit(limit)
        .for("update", { skipLocked: true });
      const rows = await db
        .update(outbox)
        .set({ deliveredAt: new Date() })
        .where(inArray(outbox.id, claimable))
        .returning();
      return rows as OutboxRecord[];
    },
  };
}
