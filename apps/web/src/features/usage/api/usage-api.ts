import { getUsage, listInvoices, setUsageBasedBilling } from "@chorus/contract";
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
