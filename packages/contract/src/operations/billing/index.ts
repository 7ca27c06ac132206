// Subscriptions and payments (spec 000 §7): checkout, portal, changes, promotion codes, invoices.
export * from "./apply-discount.ts";
export * from "./billing-schemas.ts";
export * from "./cancel-downgrade.ts";
export * from "./cancel-subscription.ts";
export * from "./change-subscription.ts";
export * from "./create-checkout-session.ts";
export * from "./create-portal-session.ts";
export * from "./create-update-payment-methods-session.ts";
export * from "./download-invoice.ts";
export * from "./list-invoices.ts";
export * from "./renew-subscription.ts";
export * from "./set-usage-based-billing.ts";
export * from "./switch-to-cloud-marketplace.ts";
export * from "./validate-promocode.ts";
