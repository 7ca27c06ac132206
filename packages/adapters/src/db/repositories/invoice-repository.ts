import type { InvoiceRepository } from "@chorus/domain";
import { and, asc, desc, eq } from "drizzle-orm";
import type { Database } from "../open-database.ts";
import { invoices } from "../schema/index.ts";

export function invoiceRepository(db: Database): InvoiceRepository {
  return {
    async insertOnce(invoice) {
      const rows = await db
        .insert(invoices)
        .values(invoice)
        .onConflictDoNothing({ target: invoices.id })
        .returning({ id: invoices.id });
      return rows.length > 0;
    },
    async setStatus(workspaceId, id, status) {
      const [row] = await db
        .update(invoices)
        .set({ status })
        .where(and(eq(invoices.workspaceId, workspaceId), eq(invoices.id, id)))
        .returning();
      return row;
    },
    async listOpen(workspaceId) {
      return db
        .select()
        .from(invoices)
        .where(and(eq(invoices.workspaceId, workspaceId), eq(invoices.status, "open")))
        .orderBy(asc(invoices.createdAt), asc(invoices.id));
    },
    async find(workspaceId, id) {
      const [row] = await db
        .select()
        .from(invoices)
        .where(and(eq(invoices.workspaceId, workspaceId), eq(invoices.id, id)));
      return row;
    },
    async listAll(workspaceId, limit) {
      return db
        .select()
        .from(invoices)
        .where(eq(invoices.workspaceId, workspaceId))
        .orderBy(desc(invoices.createdAt), desc(invoices.id))
        .limit(limit);
    },
  };
}
