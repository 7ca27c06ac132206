import { downloadInvoice, getUsage, listInvoices, setUsageBasedBilling } from "@chorus/contract";
import { attachmentName, fetchBinary, readBody, saveBlob } from "../../../lib/api/binary.ts";
import { callOperation } from "../../../lib/api/call-operation.ts";

export const usageKeys = {
  stats: (startMs: number, endMs: number) => ["usage", "character-stats", startMs, endMs] as const,
  invoices: ["billing", "invoices"] as const,
};

/** Credits used per day and product over a window (ElevenLabs `usage.get`, milliseconds). */
export const fetchDailyUsage = (startMs: number, endMs: number) =>
  callOperation(getUsage, {
    query: {
      start_unix: startMs,
      end_unix: endMs,
      breakdown_type: "product_type",
      aggregation_interval: "day",
    },
  });

export const fetchInvoices = () => callOperation(listInvoices);

/** Turns usage-based billing on or off; answers the subscription. */
export const saveUsageBasedBilling = (enabled: boolean) =>
  callOperation(setUsageBasedBilling, { body: { enabled } });

/** GET …/invoices/{invoice_id}/pdf, saved under the server's file name. */
export async function saveInvoicePdf(invoiceId: string): Promise<void> {
  const response = await fetchBinary({
    method: downloadInvoice.method,
    path: downloadInvoice.path.replace("{invoice_id}", encodeURIComponent(invoiceId)),
  });
  saveBlob(await readBody(response), attachmentName(response, `invoice-${invoiceId}.pdf`));
}
