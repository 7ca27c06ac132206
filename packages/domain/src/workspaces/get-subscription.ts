import { messages } from "@chorus/contract";
import { requirePermission } from "../auth/require-permission.ts";
import { endFinishedGrantOnRead } from "../billing/end-finished-grant.ts";
import { type UpcomingInvoice, upcomingInvoice } from "../billing/next-invoice.ts";
import type { AuthenticatedContext } from "../context.ts";
import { readCreditPeriod } from "../credits/credit-period-state.ts";
import type { InvoiceRecord } from "../records.ts";
import { DomainError } from "../shared/domain-error.ts";
import { type SubscriptionSummary, summarizeSubscription } from "./subscription-summary.ts";
import { readVoiceSlotUsage, type VoiceSlotUsage } from "./voice-slot-usage.ts";

/** `GET /v1/user/subscription`: the summary plus what the workspace owes and will owe. */
export interface SubscriptionDetails extends SubscriptionSummary {
  openInvoices: InvoiceRecord[];
  nextInvoice: UpcomingInvoice | null;
  voiceUsage: VoiceSlotUsage;
}

/**
 * The subscription of the caller's workspace, its credits as the ledger says, and its invoices. A
 * grant that is over moves to its post-grant plan first (billing/grant-rule.ts).
 */
export async function getSubscription(ctx: AuthenticatedContext): Promise<SubscriptionDetails> {
  requirePermission(ctx, "user_read");
  const { store, clock } = ctx.ports;
  const found = await store.workspaces.findById(ctx.workspaceId);
  if (!found) throw new DomainError("workspace_not_found", messages.workspaceNotFound);
  const now = clock.now();
  // A grant that is over is ended here too (spec 001 §4), so the subscription never reports it.
  const workspace = await endFinishedGrantOnRead(store, found, now, ctx.ports.settings.billing);
  const [credits, openInvoices, voiceUsage] = await Promise.all([
    readCreditPeriod(store, workspace, now),
    store.invoices.listOpen(workspace.id),
    readVoiceSlotUsage(store, workspace.id, now),
  ]);
  const summary = summarizeSubscription(workspace, now, credits, ctx.ports.settings.billing);
  const discount =
    workspace.discountPercentOff !== null || workspace.discountAmountOffCents !== null
      ? { percentOff: workspace.discountPercentOff, amountOffCents: workspace.discountAmountOffCents }
      : null;
  return { ...summary, openInvoices, nextInvoice: upcomingInvoice(summary, discount), voiceUsage };
}
