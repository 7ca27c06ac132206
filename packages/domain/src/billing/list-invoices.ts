import { requireAdmin } from "../auth/require-permission.ts";
import type { AuthenticatedContext } from "../context.ts";
import type { InvoiceRecord } from "../records.ts";

/** The workspace's invoices for the usage screen, newest first (admins: they manage billing). */
export async function listInvoices(ctx: AuthenticatedContext): Promise<InvoiceRecord[]> {
  requireAdmin(ctx);
  return ctx.ports.store.invoices.listAll(ctx.workspaceId, 100);
}
