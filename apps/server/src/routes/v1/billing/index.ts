import type { RouteBinding } from "../../../http/bind-operation.ts";
import { applyDiscountRoute } from "./apply-discount.ts";
import { cancelDowngradeRoute } from "./cancel-downgrade.ts";
import { cancelSubscriptionRoute } from "./cancel-subscription.ts";
import { changeSubscriptionRoute } from "./change-subscription.ts";
import { createCheckoutSessionRoute } from "./create-checkout-session.ts";
import { createPortalSessionRoute } from "./create-portal-session.ts";
import { createUpdatePaymentMethodsSessionRoute } from "./create-update-payment-methods-session.ts";
import { downloadInvoiceRoute } from "./download-invoice.ts";
import { listInvoicesRoute } from "./list-invoices.ts";
import { renewSubscriptionRoute } from "./renew-subscription.ts";
import { setUsageBasedBillingRoute } from "./set-usage-based-billing.ts";
import { switchToCloudMarketplaceRoute } from "./switch-to-cloud-marketplace.ts";
import { validatePromocodeRoute } from "./validate-promocode.ts";

/** Subscriptions and payments (spec 000 §7); the provider's webhook is not an operation (payments/). */
export const billingRoutes: RouteBinding[] = [
  applyDiscountRoute,
  cancelDowngradeRoute,
  cancelSubscriptionRoute,
  changeSubscriptionRoute,
  createCheckoutSessionRoute,
  createPortalSessionRoute,
  createUpdatePaymentMethodsSessionRoute,
  downloadInvoiceRoute,
  listInvoicesRoute,
  renewSubscriptionRoute,
  setUsageBasedBillingRoute,
  switchToCloudMarketplaceRoute,
  validatePromocodeRoute,
];
