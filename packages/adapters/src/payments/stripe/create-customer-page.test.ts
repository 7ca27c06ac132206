import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { nextKey, type StripeTestBed, startStripeTestBed } from "./testing/stripe-test-bed.ts";

describe("Stripe adapter: customer pages", () => {
  let bed: StripeTestBed;
  beforeEach(async () => {
    bed = await startStripeTestBed();
  });
  afterEach(() => bed.close());

  it("opens the customer portal for the customer, returning to Chorus", async () => {
    const { workspaceId, customerId } = await bed.subscribe();

    const { url } = await bed.provider.createPortalSession({
      workspaceId,
      customerId,
      returnUrl: "https://chorus.example/subscription",
      idempotencyKey: nextKey("portal"),
    });

    const [session] = bed.fake.portalSessions();
    expect(url).toBe(session?.url);
    expect(session).toMatchObject({
      customer: customerId,
      return_url: "https://chorus.example/subscription",
      flow: null,
    });
  });

  it("opens the payment-method flow that comes straight back after the card changes", async () => {
    const { workspaceId, customerId } = await bed.subscribe();

    const { url } = await bed.provider.createUpdatePaymentMethodsSession({
      workspaceId,
      customerId,
      returnUrl: "https://chorus.example/subscription?card=updated",
      idempotencyKey: nextKey("card"),
    });

    const [session] = bed.fake.portalSessions();
    expect(url).toBe(session?.url);
    expect(session).toMatchObject({
      customer: customerId,
      flow: {
        type: "payment_method_update",
        after_completion: {
          type: "redirect",
          redirect: { return_url: "https://chorus.example/subscription?card=updated" },
        },
      },
    });
  });

  it("reports an unknown customer as payment_provider_error", async () => {
    await expect(
      bed.provider.createPortalSession({
        workspaceId: "ws_x",
        customerId: "cus_missing",
        returnUrl: "https://chorus.example/subscription",
        idempotencyKey: nextKey("portal"),
      }),
    ).rejects.toMatchObject({ status: "payment_provider_error" });
  });
});
