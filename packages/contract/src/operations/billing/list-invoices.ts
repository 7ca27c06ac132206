import { defineOperation } from "../../operation.ts";
import { InvoiceListSchema } from "./billing-schemas.ts";

export const listInvoices = defineOperation({
  operationId: "chorus.billing.listInvoices",
  method: "GET",
  path: "/v1/billing/invoices",
  summary: "The workspace's invoices, newest first (admins)",
  tag: "Billing",
  auth: { kind: "session" },
  responses: { 200: InvoiceListSchema },
  errors: ["forbidden"],
});
