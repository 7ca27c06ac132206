import { messages } from "@chorus/contract";
import type { CardFormValues } from "./card-form.ts";
import { readCardForm } from "./card-form.ts";
import {
  abandonAuthentication,
  awaitAuthentication,
  checkoutDiscount,
  checkoutPlan,
  completeCheckout,
  findCheckout,
  successUrlOf,
} from "./checkout-sessions.ts";
import { renderAuthenticationPage } from "./pages/authentication-page.ts";
import { renderCheckoutPage } from "./pages/checkout-page.ts";
import { formatMoney, planName } from "./pages/format.ts";
import { renderNoticePage } from "./pages/notice-page.ts";
import { type FormFields, htmlPage, type PageResponse, redirectTo } from "./pages/page-response.ts";
import { discountedCents, periodPriceCents } from "./pricing.ts";
import type { ProviderDeps } from "./provider-deps.ts";
import type { CheckoutRow } from "./subscription-rows.ts";

const notFound = () =>
  htmlPage(
    renderNoticePage({ title: "Checkout not found", message: "This checkout link is not valid." }),
    404,
  );

function checkoutForm(checkout: CheckoutRow, options: { error?: string; values?: CardFormValues } = {}) {
  const { tier, billingPeriod, currency } = checkoutPlan(checkout);
  const listPriceCents = periodPriceCents(tier, billingPeriod, currency);
  const discount = checkoutDiscount(checkout);
  return htmlPage(
    renderCheckoutPage({
      checkout,
      listPriceCents,
      firstPaymentCents: discountedCents(listPriceCents, discount),
      discount,
      ...options,
    }),
  );
}

function authenticationStep(checkout: CheckoutRow) {
  const { tier, billingPeriod, currency } = checkoutPlan(checkout);
  const amount = discountedCents(periodPriceCents(tier, billingPeriod, currency), checkoutDiscount(checkout));
  return htmlPage(
    renderAuthenticationPage({
      action: `/test-payments/checkout/${encodeURIComponent(checkout.id)}/authenticate`,
      description: `a payment of ${formatMoney(amount, currency)} to Chorus for the ${planName(tier)} plan.`,
    }),
  );
}

/** A checkout that can no longer be paid says why and links back. */
function closedCheckout(checkout: CheckoutRow): PageResponse {
  if (checkout.status === "complete") {
    return htmlPage(
      renderNoticePage({
        title: "Payment complete",
        message: "This checkout has already been paid. Your subscription is active.",
        link: { href: successUrlOf(checkout), label: "Continue to Chorus" },
      }),
    );
  }
  return htmlPage(
    renderNoticePage({
      title: "Checkout expired",
      message: "This checkout has expired and can no longer be paid. Start again from Chorus.",
      link: { href: checkout.cancelUrl, label: "Return to Chorus" },
    }),
    410,
  );
}

/** What the checkout routes call: show the page, pay with a card, answer the 3-D Secure step. */
export function checkoutPageActions(deps: ProviderDeps) {
  async function showCheckout(checkoutId: string): Promise<PageResponse> {
    const checkout = await findCheckout(deps, checkoutId);
    if (!checkout) return notFound();
    if (checkout.status === "awaiting_confirmation") return authenticationStep(checkout);
    if (checkout.status !== "open") return closedCheckout(checkout);
    return checkoutForm(checkout);
  }

  return {
    showCheckout,

    async payCheckout(checkoutId: string, form: FormFields): Promise<PageResponse> {
      const checkout = await findCheckout(deps, checkoutId);
      if (!checkout) return notFound();
      if (checkout.status === "complete" || checkout.status === "expired") return closedCheckout(checkout);
      const card = readCardForm(form, deps.clock.now());
      if (!card.ok) return checkoutForm(checkout, { error: card.error, values: card.values });
      switch (card.behaviour) {
        case "declined":
          return checkoutForm(checkout, { error: messages.cardDeclined, values: card.values });
        case "authentication_required":
          await awaitAuthentication(deps, checkout.id, card.cardNumber);
          return authenticationStep(checkout);
        default:
          if (!(await completeCheckout(deps, checkout.id, card.cardNumber))) return showCheckout(checkoutId);
          return redirectTo(successUrlOf(checkout));
      }
    },

    async authenticateCheckout(checkoutId: string, form: FormFields): Promise<PageResponse> {
      const checkout = await findCheckout(deps, checkoutId);
      if (!checkout) return notFound();
      if (checkout.status !== "awaiting_confirmation" || !checkout.pendingCard) {
        return checkout.status === "open" ? checkoutForm(checkout) : closedCheckout(checkout);
      }
      if (form.outcome === "complete") {
        if (!(await completeCheckout(deps, checkout.id, checkout.pendingCard)))
          return showCheckout(checkoutId);
        return redirectTo(successUrlOf(checkout));
      }
      await abandonAuthentication(deps, checkout.id);
      return checkoutForm(checkout, { error: messages.cardVerificationFailed });
    },
  };
}
