import { messages } from "@chorus/contract";
import { type CustomerPageRequest, DomainError, newSecret } from "@chorus/domain";
import { and, desc, eq, inArray, ne } from "drizzle-orm";
import type { Database } from "../../db/open-database.ts";
import {
  testPaymentInvoices,
  testPaymentPages,
  testPaymentSubscriptions,
} from "../../db/schema/test-payments.ts";
import { urlAnswer } from "./answer-codecs.ts";
import { wholeSeconds } from "./billing-periods.ts";
import { updateSubscription } from "./books.ts";
import { invoiceObject, subscriptionObject } from "./event-objects.ts";
import { runIdempotent } from "./idempotency.ts";
import { deliverAfterCall, type ProviderDeps } from "./provider-deps.ts";
import type { InvoiceRow, SubscriptionRow } from "./subscription-rows.ts";

export type CustomerPageKind = "portal" | "payment_methods";
export type CustomerPage = typeof testPaymentPages.$inferSelect;

/** Links to the portal and the payment-method page work for an hour, like Stripe's portal sessions. */
const pageLifetimeMs = 60 * 60 * 1000;

export function customerPageUrl(publicUrl: string, kind: CustomerPageKind, token: string): string {
  const folder = kind === "portal" ? "portal" : "payment-methods";
  return `${publicUrl}/test-payments/${folder}/${encodeURIComponent(token)}`;
}

/** A new link to one of the customer's pages; the token is the only credential, so it is a random secret. */
export async function insertCustomerPage(
  deps: ProviderDeps,
  tx: Database,
  kind: CustomerPageKind,
  owner: { workspaceId: string; customerId: string; returnUrl: string },
): Promise<string> {
  const token = newSecret(24);
  await tx.insert(testPaymentPages).values({
    token,
    kind,
    ...owner,
    expiresAt: new Date(deps.clock.now().getTime() + pageLifetimeMs),
  });
  return customerPageUrl(deps.publicUrl, kind, token);
}

/**
 * `createPortalSession` / `createUpdatePaymentMethodsSession`. The customer must be one of the
 * workspace's (Stripe answers "No such customer" otherwise; here `payment_provider_error`).
 */
export async function createCustomerPageSession(
  deps: ProviderDeps,
  kind: CustomerPageKind,
  request: CustomerPageRequest,
): Promise<{ url: string }> {
  const { value } = await runIdempotent(
    deps.db,
    { operation: `${kind}_session`, ...request },
    urlAnswer,
    async (tx) => {
      const subscriptions = await customerSubscriptions(tx, request.workspaceId, request.customerId);
      if (subscriptions.length === 0) {
        throw new DomainError("payment_provider_error", messages.paymentProviderError);
      }
      const url = await insertCustomerPage(deps, tx, kind, request);
      return { url };
    },
  );
  return value;
}

export type PageLookup = { found: "page" | "expired"; page: CustomerPage } | { found: "none" };

export async function findCustomerPage(
  deps: ProviderDeps,
  token: string,
  kind: CustomerPageKind,
): Promise<PageLookup> {
  const [page] = await deps.db
    .select()
    .from(testPaymentPages)
    .where(and(eq(testPaymentPages.token, token), eq(testPaymentPages.kind, kind)));
  if (!page) return { found: "none" };
  if (page.expiresAt <= deps.clock.now()) return { found: "expired", page };
  return { found: "page", page };
}

/** The customer's subscriptions in the workspace, newest first. */
export function customerSubscriptions(db: Database, workspaceId: string, customerId: string) {
  return db
    .select()
    .from(testPaymentSubscriptions)
    .where(
      and(
        eq(testPaymentSubscriptions.workspaceId, workspaceId),
        eq(testPaymentSubscriptions.customerId, customerId),
      ),
    )
    .orderBy(desc(testPaymentSubscriptions.createdAt), desc(testPaymentSubscriptions.id));
}

/** The subscription the portal shows: the newest that has not ended, else the newest. */
export async function portalSubscription(
  db: Database,
  page: CustomerPage,
): Promise<SubscriptionRow | undefined> {
  const subscriptions = await customerSubscriptions(db, page.workspaceId, page.customerId);
  return subscriptions.find((s) => s.status !== "canceled") ?? subscriptions[0];
}

export async function customerInvoices(db: Database, page: CustomerPage): Promise<InvoiceRow[]> {
  const ids = (await customerSubscriptions(db, page.workspaceId, page.customerId)).map((s) => s.id);
  if (ids.length === 0) return [];
  return db
    .select()
    .from(testPaymentInvoices)
    .where(inArray(testPaymentInvoices.subscriptionId, ids))
    .orderBy(desc(testPaymentInvoices.createdAt), desc(testPaymentInvoices.id));
}

/**
 * The portal's "Cancel plan" (`cancel: true`) and "Don't cancel" (`cancel: false`) on the live
 * subscription. Only the cancellation is touched: a scheduled plan change made in Chorus stays.
 */
export async function setCancellationFromPortal(deps: ProviderDeps, page: CustomerPage, cancel: boolean) {
  const changed = await deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const [live] = await tx
      .select()
      .from(testPaymentSubscriptions)
      .where(
        and(
          eq(testPaymentSubscriptions.workspaceId, page.workspaceId),
          eq(testPaymentSubscriptions.customerId, page.customerId),
          ne(testPaymentSubscriptions.status, "canceled"),
        ),
      )
      .orderBy(desc(testPaymentSubscriptions.createdAt))
      .limit(1)
      .for("update");
    if (!live) return false;
    const isCancelling = live.scheduledKind === "cancellation";
    if (isCancelling === cancel) return false;
    const patch = cancel
      ? { scheduledKind: "cancellation", scheduledTier: null, scheduledBillingPeriod: null }
      : { scheduledKind: null };
    const updated = await updateSubscription(tx, live.id, patch, wholeSeconds(deps.clock.now()));
    await deps.outbox.record(tx, "customer.subscription.updated", subscriptionObject(updated));
    return true;
  });
  if (changed) await deliverAfterCall(deps);
}

/**
 * A new card from the payment-method page: it goes on file for the customer's live subscriptions and
 * pays their open invoices at once (the customer is present, so the charge succeeds even for `0341`,
 * whose later charges fail). Each paid invoice is `invoice.paid`; a past-due subscription with nothing
 * left open is active again (`customer.subscription.updated`).
 */
export async function saveCardAndPayOpenInvoices(deps: ProviderDeps, page: CustomerPage, cardNumber: string) {
  await deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const now = wholeSeconds(deps.clock.now());
    const live = (await customerSubscriptions(tx, page.workspaceId, page.customerId)).filter(
      (s) => s.status !== "canceled",
    );
    for (const subscription of live) {
      const carded = await updateSubscription(tx, subscription.id, { cardNumber }, now);
      const paid = await tx
        .update(testPaymentInvoices)
        .set({ status: "paid" })
        .where(
          and(
            eq(testPaymentInvoices.subscriptionId, subscription.id),
            eq(testPaymentInvoices.status, "open"),
          ),
        )
        .returning();
      paid.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id));
      for (const invoice of paid) {
        await deps.outbox.record(tx, "invoice.paid", invoiceObject(invoice, subscription.customerId));
      }
      if (carded.status === "past_due") {
        const active = await updateSubscription(tx, subscription.id, { status: "active" }, now);
        await deps.outbox.record(tx, "customer.subscription.updated", subscriptionObject(active));
      }
    }
  });
  await deliverAfterCall(deps);
}
