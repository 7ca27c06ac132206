import { html, type SafeHtml, safeHref } from "../../../html/safe-html.ts";
import type { CardFormValues } from "../card-form.ts";
import type { CustomerPage } from "../customer-pages.ts";
import type { InvoiceRow } from "../subscription-rows.ts";
import { lastFour } from "../test-cards.ts";
import { cardFields, errorAlert, testCardList } from "./card-fields.ts";
import { formatMoney } from "./format.ts";
import { renderDocument } from "./layout.ts";

/** The card on file and a form for a new one; saving it pays what is open. */
export function renderPaymentMethodsPage(model: {
  page: CustomerPage;
  cardOnFile: string | undefined;
  openInvoices: InvoiceRow[];
  error?: string;
  values?: CardFormValues;
}): SafeHtml {
  const { page } = model;
  const due = model.openInvoices.reduce((sum, invoice) => sum + invoice.amountDueCents, 0);
  const currency = model.openInvoices[0]?.currency ?? "usd";
  return renderDocument(
    "Payment method",
    html`
<div class="grid">
  <section class="panel" aria-labelledby="card-title">
    <h1 id="card-title">Payment method</h1>
    <dl class="facts">
      <dt>Card on file</dt><dd>${model.cardOnFile ? `•••• ${lastFour(model.cardOnFile)}` : "None"}</dd>
      ${model.openInvoices.length > 0 ? html`<dt>Unpaid</dt><dd>${formatMoney(due, currency)}</dd>` : ""}
    </dl>
    ${
      model.openInvoices.length > 0
        ? html`<p class="alert alert-error" role="status">Saving a new card pays the unpaid ${model.openInvoices.length === 1 ? "invoice" : "invoices"} at once.</p>`
        : ""
    }
    ${testCardList()}
  </section>
  <section class="panel" aria-labelledby="new-card-title">
    <h2 id="new-card-title">New card</h2>
    ${errorAlert(model.error)}
    <form method="post" action="/test-payments/payment-methods/${encodeURIComponent(page.token)}" novalidate>
      ${cardFields(model.values)}
      <button type="submit" class="button button-primary button-wide">${model.openInvoices.length > 0 ? "Save card and pay" : "Save card"}</button>
    </form>
    <div class="actions"><a class="button button-secondary button-wide" href="${safeHref(page.returnUrl)}">Cancel</a></div>
  </section>
</div>`,
  );
}
