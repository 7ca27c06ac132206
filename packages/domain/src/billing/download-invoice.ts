import { messages } from "@chorus/contract";
import { requireAdmin } from "../auth/require-permission.ts";
import type { AuthenticatedContext } from "../context.ts";
import { DomainError } from "../shared/domain-error.ts";

/** An invoice as a file to download: a PDF named after its number. */
export interface InvoiceFile {
  fileName: string;
  pdf: Uint8Array;
}

/**
 * One of the workspace's invoices as a PDF (admins, like the list): billed to the workspace and its
 * owner, issued by the operator of this server. Another workspace's invoice is not found.
 */
export async function downloadInvoice(ctx: AuthenticatedContext, invoiceId: string): Promise<InvoiceFile> {
  requireAdmin(ctx);
  const { store, settings, invoiceDocuments } = ctx.ports;
  const invoice = await store.invoices.find(ctx.workspaceId, invoiceId);
  if (!invoice) throw new DomainError("not_found", messages.invoiceNotFound);
  const workspace = await store.workspaces.findById(ctx.workspaceId);
  if (!workspace) throw new DomainError("workspace_not_found", messages.workspaceNotFound);
  const owner = await store.users.findById(workspace.ownerUserId);
  const pdf = await invoiceDocuments.write({
    number: invoice.id,
    issuedAt: invoice.createdAt,
    dueAt: invoice.dueAt,
    status: invoice.status,
    description: invoice.description,
    amountDueCents: invoice.amountDueCents,
    currency: invoice.currency,
    billedTo: { workspaceName: workspace.name, email: owner?.email ?? "" },
    issuer: settings.publicUrl,
  });
  return { fileName: `invoice-${invoice.id}.pdf`.replace(/[^\w.-]/g, "_"), pdf };
}
