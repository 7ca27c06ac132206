import { messages } from "@chorus/contract";
import { type CardFormValues, readCardForm } from "./card-form.ts";
import {
  type CustomerPage,
  type CustomerPageKind,
  customerInvoices,
  customerPageUrl,
  findCustomerPage,
  insertCustomerPage,
  portalSubscription,
  saveCardAndPayOpenInvoices,
  setCancellationFromPortal,
} from "./customer-pages.ts";
import { renderAuthenticationPage } from "./pages/authentication-page.ts";
import { renderNoticePage } from "./pages/notice-page.ts";
import { type FormFields, htmlPage, type PageResponse, redirectTo } from "./pages/page-response.ts";
import { renderPaymentMethodsPage } from "./pages/payment-methods-page.ts";
import { renderPortalPage } from "./pages/portal-page.ts";
import type { ProviderDeps } from "./provider-deps.ts";
import { normalizeCardNumber, testCardBehaviour } from "./test-cards.ts";

/** Runs `act` on a live page, or answers why there is none (unknown link: 404; past its hour: 410). */
async function withPage(
  deps: ProviderDeps,
  token: string,
  kind: CustomerPageKind,
  act: (page: CustomerPage) => Promise<PageResponse>,
): Promise<PageResponse> {
  const lookup = await findCustomerPage(deps, token, kind);
  if (lookup.found === "none") {
    return htmlPage(
      renderNoticePage({ title: "Link not valid", message: "This billing link is not valid." }),
      404,
    );
  }
  if (lookup.found === "expired") {
    return htmlPage(
      renderNoticePage({
        title: "Link expired",
        message: "This billing link has expired. Open billing again from Chorus.",
        link: { href: lookup.page.returnUrl, label: "Return to Chorus" },
      }),
      410,
    );
  }
  return act(lookup.page);
}

async function paymentMethodsForm(
  deps: ProviderDeps,
  page: CustomerPage,
  options: { error?: string; values?: CardFormValues } = {},
): Promise<PageResponse> {
  const subscription = await portalSubscription(deps.db, page);
  const invoices = await customerInvoices(deps.db, page);
  return htmlPage(
    renderPaymentMethodsPage({
      page,
      cardOnFile: subscription?.cardNumber,
      openInvoices: invoices.filter((invoice) => invoice.status === "open"),
      ...options,
    }),
  );
}

async function saveCard(deps: ProviderDeps, page: CustomerPage, cardNumber: string): Promise<PageResponse> {
  await saveCardAndPayOpenInvoices(deps, page, cardNumber);
  return redirectTo(page.returnUrl);
}

/** What the portal and payment-method routes call. */
export function customerPageActions(deps: ProviderDeps) {
  const portalPath = (page: CustomerPage) => customerPageUrl(deps.publicUrl, "portal", page.token);
  return {
    showPortal(token: string): Promise<PageResponse> {
      return withPage(deps, token, "portal", async (page) =>
        htmlPage(
          renderPortalPage({
            page,
            subscription: await portalSubscription(deps.db, page),
            invoices: await customerInvoices(deps.db, page),
          }),
        ),
      );
    },

    cancelFromPortal(token: string): Promise<PageResponse> {
      return withPage(deps, token, "portal", async (page) => {
        await setCancellationFromPortal(deps, page, true);
        return redirectTo(portalPath(page));
      });
    },

    keepFromPortal(token: string): Promise<PageResponse> {
      return withPage(deps, token, "portal", async (page) => {
        await setCancellationFromPortal(deps, page, false);
        return redirectTo(portalPath(page));
      });
    },

    /** "Update payment method" in the portal: a fresh payment-method page that returns to the portal. */
    openPaymentMethodsFromPortal(token: string): Promise<PageResponse> {
      return withPage(deps, token, "portal", async (page) =>
        redirectTo(
          await insertCustomerPage(deps, deps.db, "payment_methods", {
            workspaceId: page.workspaceId,
            customerId: page.customerId,
            returnUrl: portalPath(page),
          }),
        ),
      );
    },

    showPaymentMethods(token: string): Promise<PageResponse> {
      return withPage(deps, token, "payment_methods", (page) => paymentMethodsForm(deps, page));
    },

    savePaymentMethod(token: string, form: FormFields): Promise<PageResponse> {
      return withPage(deps, token, "payment_methods", async (page) => {
        const card = readCardForm(form, deps.clock.now());
        if (!card.ok) return paymentMethodsForm(deps, page, { error: card.error, values: card.values });
        switch (card.behaviour) {
          case "declined":
            return paymentMethodsForm(deps, page, { error: messages.cardDeclined, values: card.values });
          case "authentication_required":
            // The page has no row for a card on hold, so the (test) number rides along in the form.
            return htmlPage(
              renderAuthenticationPage({
                action: `/test-payments/payment-methods/${encodeURIComponent(page.token)}/authenticate`,
                description: "saving this card for Chorus's future payments.",
                hidden: { card_number: card.cardNumber },
              }),
            );
          default:
            return saveCard(deps, page, card.cardNumber);
        }
      });
    },

    authenticatePaymentMethod(token: string, form: FormFields): Promise<PageResponse> {
      return withPage(deps, token, "payment_methods", async (page) => {
        const cardNumber = normalizeCardNumber(typeof form.card_number === "string" ? form.card_number : "");
        // Only a card that asks for the step can pass it: the hidden field cannot smuggle in another card.
        if (!cardNumber || testCardBehaviour(cardNumber) !== "authentication_required") {
          return paymentMethodsForm(deps, page);
        }
        if (form.outcome === "complete") return saveCard(deps, page, cardNumber);
        return paymentMethodsForm(deps, page, { error: messages.cardVerificationFailed });
      });
    },
  };
}
