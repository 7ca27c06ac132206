import { html, type SafeHtml, safeHref } from "../../../html/safe-html.ts";
import type { CardFormValues } from "../card-form.ts";
import type { RedeemedDiscount } from "../redeem-promotion.ts";
import type { CheckoutRow } from "../subscription-rows.ts";
import { cardFields, errorAlert, testCardList } from "./card-fields.ts";
import { describeDiscount, formatMoney, periodLabel, perPeriod, planName } from "./format.ts";
import { renderDocument } from "./layout.ts";

export interface CheckoutPageModel {
  checkout: CheckoutRow;
  listPriceCents: number;
  firstPaymentCents: number;
  discount: RedeemedDiscount | null;
  error?: string;
  values?: CardFormValues;
}

/** The plan and what the first payment costs (the discount, when there is one, spelled out). */
function orderSummary(model: CheckoutPageModel): SafeHtml {
  const { checkout, discount } = model;
  const discounted = model.firstPaymentCents !== model.listPriceCents;
  return html`
<section class="panel" aria-labelledby="summary-title">
  <p class="muted" style="margin:0">Subscribe to</p>
  <h1 id="summary-title">Chorus ${planName(checkout.tier)}</h1>
  <p class="price">
    ${discounted ? html`<span class="was">${formatMoney(model.listPriceCents, checkout.currency)}</span>` : ""}${formatMoney(model.firstPaymentCents, checkout.currency)}
    <small>${perPeriod(checkout.billingPeriod)}</small>
  </p>
  ${discount ? html`<p class="discount">${describeDiscount(discount, checkout.currency)}</p>` : ""}
  <dl class="facts">
    <dt>Plan</dt><dd>${planName(checkout.tier)}</dd>
    <dt>Billing</dt><dd>${periodLabel(checkout.billingPeriod)}</dd>
    <dt>Due today</dt><dd>${formatMoney(model.firstPaymentCents, checkout.currency)}</dd>
    ${discounted ? html`<dt>Then</dt><dd>${formatMoney(model.listPriceCents, checkout.currency)} ${perPeriod(checkout.billingPeriod)}</dd>` : ""}
    <dt>Email</dt><dd>${checkout.customerEmail}</dd>
  </dl>
</section>`;
}

/** The hosted checkout: the order on one side, the card form (Pay / Cancel) and the test cards on the other. */
export function renderCheckoutPage(model: CheckoutPageModel): SafeHtml {
  const { checkout } = model;
  return renderDocument(
    `Subscribe to ${planName(checkout.tier)}`,
    html`
<div class="grid">
  ${orderSummary(model)}
  <section class="panel" aria-labelledby="pay-title">
    <h2 id="pay-title">Pay with card</h2>
    ${errorAlert(model.error)}
    <form method="post" action="/test-payments/checkout/${encodeURIComponent(checkout.id)}/pay" novalidate>
      ${cardFields(model.values)}
      <button type="submit" class="button button-primary button-wide">Pay ${formatMoney(model.firstPaymentCents, checkout.currency)}</button>
    </form>
    <div class="actions"><a class="button button-secondary button-wide" href="${safeHref(checkout.cancelUrl)}">Cancel</a></div>
    ${testCardList()}
  </section>
</div>`,
  );
}
