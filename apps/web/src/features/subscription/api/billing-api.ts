import {
  applyDiscount,
  cancelDowngrade,
  cancelSubscription,
  changeSubscription,
  createCheckoutSession,
  createPortalSession,
  createUpdatePaymentMethodsSession,
  getUserSubscription,
  type PlanBillingPeriod,
  type PlanCurrency,
  renewSubscription,
  type SubscriptionTier,
  validatePromocode,
} from "@chorus/contract";
import { callOperation } from "../../../lib/api/call-operation.ts";
import { newIdempotencyKey } from "../idempotency-key.ts";

export const subscriptionQueryKey = ["user", "subscription"] as const;

/** A plan change as the pricing cards pick it; the idempotency key is added per user action. */
export interface PlanChoice {
  subscription_type: SubscriptionTier;
  billing_period: PlanBillingPeriod;
  currency: PlanCurrency;
}

export const fetchSubscription = () => callOperation(getUserSubscription);

/*
 * Every call that can move money carries a fresh idempotency key, made once per user action: a
 * double click or a retried request then moves no money twice.
 */

export const startCheckout = (choice: PlanChoice, promocode: string | null) =>
  callOperation(createCheckoutSession, {
    body: { ...choice, promocode, idempotency_key: newIdempotencyKey() },
  });
export const switchPlan = (choice: PlanChoice) =>
  callOperation(changeSubscription, { body: { ...choice, idempotency_key: newIdempotencyKey() } });
export const dropDowngrade = () =>
  callOperation(cancelDowngrade, { body: { idempotency_key: newIdempotencyKey() } });
export const keepSubscription = () =>
  callOperation(renewSubscription, { body: { idempotency_key: newIdempotencyKey() } });
export const endSubscription = () =>
  callOperation(cancelSubscription, { body: { idempotency_key: newIdempotencyKey() } });
export const applyDiscountCode = (code: string) =>
  callOperation(applyDiscount, { body: { discount_code: code, idempotency_key: newIdempotencyKey() } });
export const openPortal = () =>
  callOperation(createPortalSession, { body: { idempotency_key: newIdempotencyKey() } });
export const openPaymentMethods = () =>
  callOperation(createUpdatePaymentMethodsSession, { body: { idempotency_key: newIdempotencyKey() } });
export const checkPromocode = (promocode: string) =>
  callOperation(validatePromocode, { body: { promocode } });
