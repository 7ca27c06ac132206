import { html, type SafeHtml, safeHref } from "../../../html/safe-html.ts";
import type { CustomerPage } from "../customer-pages.ts";
import type { InvoiceRow, SubscriptionRow } from "../subscription-rows.ts";
import { lastFour } from "../test-cards.ts";
import { formatDate, formatMoney, periodLabel, planName } from "./format.ts";
import { renderDocument } from "./layout.ts";

const statusLabels: Record<string, string> = {
  active: "Active",
  past_due: "Past due",
  incomplete: "Incomplete",
  trialing: "Trial",
  canceled: "Canceled",
  open: "Unpaid",
  paid: "Paid",
};

const statusBadge = (status: string) =>
  html`<span class="status status-${status}">${statusLabels[status] ?? status}</span>`;

/** What happens at the end of the period, in words. */
function renewalLine(subscription: SubscriptionRow): SafeHtml {
  const end = formatDate(subscription.currentPeriodEnd);
  if (subscription.status === "canceled") return html`<dt>Ended</dt><dd>${end}</dd>`;
  if (subscription.scheduledKind === "cancellation") return html`<dt>Cancels on</dt><dd>${end}</dd>`;
  const change =
    subscription.scheduledKind === "change"
      ? html`<dt>Then</dt><dd>${planName(subscription.scheduledTier ?? "")} (${periodLabel(subscription.scheduledBillingPeriod ?? "").toLowerCase()}) from ${end}</dd>`
      : "";
  return html`<dt>Next renewal</dt><dd>${end}</dd>${change}`;
}

function subscriptionPanel(page: CustomerPage, subscription: SubscriptionRow | undefined): SafeHtml {
  const base = `/test-payments/portal/${encodeURIComponent(page.token)}`;
  if (!subscription) {
    return html`<section class="panel"><h1>No subscription</h1><p>This customer has no subscription.</p></section>`;
  }
  const live = subscription.status !== "canceled";
  const cancelling = subscription.scheduledKind === "cancellation";
  return html`
<section class="panel" aria-labelledby="plan-title">
  <p class="muted" style="margin:0">Current plan</p>
  <h1 id="plan-title">Chorus ${planName(subscription.tier)}</h1>
  ${subscription.status === "past_due" ? html`<div class="alert alert-error" role="alert">Your last payment failed. Update your payment method to pay the open invoice.</div>` : ""}
  <dl class="facts">
    <dt>Status</dt><dd>${statusBadge(subscription.status)}</dd>
    <dt>Billing</dt><dd>${periodLabel(subscription.billingPeriod)}</dd>
    ${renewalLine(subscription)}
    <dt>Card</dt><dd>•••• ${lastFour(subscription.cardNumber)}</dd>
  </dl>
  <div class="actions">
    <form method="post" action="${base}/payment-methods"><button type="submit" class="button button-secondary">Update payment method</button></form>
    ${
      live && !cancelling
        ? html`<form method="post" action="${base}/cancel"><button type="submit" class="button button-danger">Cancel plan</button></form>`
        : ""
    }
    ${
      live && cancelling
        ? html`<form method="post" action="${base}/keep"><button type="submit" class="button button-primary">Don't cancel</button></form>`
        : ""
    }
  </div>
  ${live && !cancelling ? html`<p class="muted">Cancelling keeps the plan until ${formatDate(subscription.currentPeriodEnd)}; nothing is refunded.</p>` : ""}
</section>`;
}

function invoicesPanel(invoices: InvoiceRow[]): SafeHtml {
  return html`
<section class="panel" aria-labelledby="invoices-title">
  <h2 id="invoices-title">Invoices</h2>
  ${
    invoices.length === 0
      ? html`<p class="muted">No invoices yet.</p>`
      : html`<table>
    <thead><tr><th scope="col">Date</th><th scope="col">Description</th><th scope="col" class="amount">Amount</th><th scope="col">Status</th></tr></thead>
    <tbody>
      ${invoices.map(
        (invoice) =>
          html`<tr><td>${formatDate(invoice.createdAt)}</td><td>${invoice.description}</td><td class="amount">${formatMoney(invoice.amountDueCents, invoice.currency)}</td><td>${statusBadge(invoice.status)}</td></tr>`,
      )}
    </tbody>
  </table>`
  }
</section>`;
}

/** The customer portal: the plan and its state, the card, the invoices, cancellation, and the way back. */
export function renderPortalPage(model: {
  page: CustomerPage;
  subscription: SubscriptionRow | undefined;
  invoices: InvoiceRow[];
  notice?: string;
}): SafeHtml {
  return renderDocument(
    "Billing",
    html`
${model.notice ? html`<div class="alert alert-ok" role="status">${model.notice}</div>` : ""}
<div class="grid">
  ${subscriptionPanel(model.page, model.subscription)}
  ${invoicesPanel(model.invoices)}
</div>
<div class="actions"><a class="button button-secondary" href="${safeHref(model.page.returnUrl)}">Return to Chorus</a></div>`,
  );
}
