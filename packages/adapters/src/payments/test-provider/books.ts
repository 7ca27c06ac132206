import { messages } from "@chorus/contract";
import { DomainError, newId } from "@chorus/domain";
import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/open-database.ts";
import { testPaymentInvoices, testPaymentSubscriptions } from "../../db/schema/test-payments.ts";
import type { InvoiceRow, SubscriptionRow } from "./subscription-rows.ts";

/**
 * The workspace's live subscription, locked for the rest of the transaction. A subscription the
 * provider does not have (or has ended) is an error of the provider's API, as Stripe's "No such
 * subscription" is: Chorus only ever asks about subscriptions the provider told it about.
 */
export async function lockSubscription(
  tx: Database,
  workspaceId: string,
  subscriptionId: string,
): Promise<SubscriptionRow> {
  const [row] = await tx
    .select()
    .from(testPaymentSubscriptions)
    .where(
      and(
        eq(testPaymentSubscriptions.id, subscriptionId),
        eq(testPaymentSubscriptions.workspaceId, workspaceId),
      ),
    )
    .for("update");
  if (!row || row.status === "canceled") {
    throw new DomainError("payment_provider_error", messages.paymentProviderError);
  }
  return row;
}

export async function updateSubscription(
  tx: Database,
  id: string,
  patch: Partial<Omit<SubscriptionRow, "id">>,
  now: Date,
): Promise<SubscriptionRow> {
  const [row] = await tx
    .update(testPaymentSubscriptions)
    .set({ ...patch, updatedAt: now })
    .where(eq(testPaymentSubscriptions.id, id))
    .returning();
  return row!;
}

export async function insertInvoice(
  tx: Database,
  subscription: SubscriptionRow,
  invoice: { amountDueCents: number; description: string; status: "open" | "paid"; createdAt: Date },
): Promise<InvoiceRow> {
  const [row] = await tx
    .insert(testPaymentInvoices)
    .values({
      id: `in_${newId(24)}`,
      subscriptionId: subscription.id,
      workspaceId: subscription.workspaceId,
      currency: subscription.currency,
      ...invoice,
    })
    .returning();
  return row!;
}
