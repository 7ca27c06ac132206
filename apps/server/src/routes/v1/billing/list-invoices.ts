import { listInvoices } from "@chorus/contract";
import { listInvoices as listWorkspaceInvoices } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";
import { presentInvoiceListItem } from "../../../presenters/invoice-presenter.ts";

export const listInvoicesRoute = bindOperation(listInvoices, async ({ ctx }) => ({
  invoices: (await listWorkspaceInvoices(ctx)).map(presentInvoiceListItem),
}));
