import { messages } from "@chorus/contract";
import { requirePermission } from "../auth/require-permission.ts";
import { type UpcomingInvoice, upcomingInvoice } from "../billing/next-invoice.ts";
import type { AuthenticatedContext } from "../context.ts";
import { readCreditPeriod } from "../credits/credit-period-state.ts";
import type { InvoiceRecord } from "../records.ts";
import { DomainError } from "../shared/domain-error.ts";
import { type SubscriptionSummary, summarizeSubscription } from "./subscription-summary.ts";

/** `GET /v1/user/subscription`: the summary plus what the workspace owes and will owe. */
export interface SubscriptionDetails extends SubscriptionSummary {
  openInvoices: InvoiceRecord[];
  nextInvoice: UpcomingInvoice | null;
}

/** The subscription of the caller's workspace, its credits as the ledger says, and its invoices. */
export async function getSubscription(ctx: AuthenticatedContext): Promise<SubscriptionDetails> {
  requirePermission(ctx, "user_read");
  const { store, clock } = ctx.ports;
  const workspace = await store.workspaces.findById(ctx.workspaceId);
  if (!workspace) throw new DomainError("workspace_not_found", messages.workspaceNotFound);
  const now = clock.now();
  const [credits, openInvoices] = await Promise.all([
    readCreditPeriod(store, workspace, now),
    store.invoices.listOpen(workspace.id),
  ]);
  const summary = summarizeSubscription(workspace, now, credits, ctx.ports.settings.billing);
  return { ...summary, openInvoices, nextInvoice: upcomingInvoice(summary) };
}
