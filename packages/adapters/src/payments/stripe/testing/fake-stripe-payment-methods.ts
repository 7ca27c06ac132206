import { FakeStripeError } from "./fake-stripe-errors.ts";

/**
 * The fake's test payment methods, named after Stripe's test PaymentMethods so the behaviour matches
 * what a tester sees on Stripe's test mode. Any other `pm_…` id pays.
 *
 * | payment method                            | at checkout (person present) | later charges (upgrades, renewals)      |
 * | ----------------------------------------- | ---------------------------- | --------------------------------------- |
 * | `pm_card_visa` (and any other)            | pays                         | pay                                     |
 * | `pm_card_chargeDeclined`                  | declined                     | declined (`card_declined`)              |
 * | `pm_card_chargeDeclinedInsufficientFunds` | declined                     | declined (`insufficient_funds`)         |
 * | `pm_card_chargeCustomerFail`              | pays (card saved)            | declined (`card_declined`)              |
 * | `pm_card_authenticationRequired`          | pays (person authenticates)  | fail: `authentication_required`         |
 */
export const fakeTestPaymentMethods = {
  succeeds: "pm_card_visa",
  declined: "pm_card_chargeDeclined",
  insufficientFunds: "pm_card_chargeDeclinedInsufficientFunds",
  laterChargesFail: "pm_card_chargeCustomerFail",
  authenticationRequired: "pm_card_authenticationRequired",
} as const;

/** Charges `paymentMethod`; throws Stripe's 402 card error when the test method fails at this moment. */
export function chargePaymentMethod(
  paymentMethod: string | null,
  options: { customerPresent: boolean },
): void {
  if (paymentMethod === null) {
    throw FakeStripeError.invalidRequest(
      "This customer has no attached payment source or default payment method. Please consider adding a default payment method.",
    );
  }
  switch (paymentMethod) {
    case fakeTestPaymentMethods.declined:
      throw FakeStripeError.card("Your card was declined.", "card_declined", "generic_decline");
    case fakeTestPaymentMethods.insufficientFunds:
      throw FakeStripeError.card("Your card has insufficient funds.", "card_declined", "insufficient_funds");
    case fakeTestPaymentMethods.laterChargesFail:
      if (!options.customerPresent) {
        throw FakeStripeError.card("Your card was declined.", "card_declined", "generic_decline");
      }
      return;
    case fakeTestPaymentMethods.authenticationRequired:
      if (!options.customerPresent) {
        throw FakeStripeError.card(
          "Your card was declined. This transaction requires authentication.",
          "authentication_required",
          "authentication_required",
        );
      }
      return;
    default:
      return;
  }
}
