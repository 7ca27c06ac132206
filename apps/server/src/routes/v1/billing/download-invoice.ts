import { downloadInvoice as downloadInvoiceOperation } from "@chorus/contract";
import { downloadInvoice } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";
import { attachmentDisposition } from "../../../presenters/attachment-disposition.ts";

export const downloadInvoiceRoute = bindOperation(
  downloadInvoiceOperation,
  async ({ ctx, params, reply }) => {
    const file = await downloadInvoice(ctx, params.invoice_id);
    return reply
      .header("content-type", "application/pdf")
      .header("content-disposition", attachmentDisposition(file.fileName))
      .header("cache-control", "private, no-store")
      .send(Buffer.from(file.pdf));
  },
);
