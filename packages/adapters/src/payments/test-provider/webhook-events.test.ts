import { createHmac } from "node:crypto";
import { messages } from "@chorus/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { testPaymentEvents } from "../../db/schema/test-payments.ts";
import { signatureHeader, signEvent } from "./sign-event.ts";
import {
  cardForm,
  checkoutIdOf,
  checkoutRequest,
  type ProviderHarness,
  signingSecret,
  startProviderHarness,
  subscribe,
} from "./testing/provider-harness.ts";

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

let h: ProviderHarness;
beforeAll(async () => {
  h = await startProviderHarness();
});
afterAll(() => h?.close());

const nowSeconds = () => Math.floor(h.clock.now().getTime() / 1000);

describe("signed events", () => {
  it("are delivered in order, Stripe-shaped, with a signature readWebhook accepts", async () => {
    const first = h.deliveries.length;
    const { workspaceId, subscription } = await subscribe(h);
    await h.provider.scheduleSubscriptionChange({
      workspaceId,
      subscriptionId: subscription.subscriptionId,
      tier: "starter",
      billingPeriod: "monthly_period",
      idempotencyKey: "schedule-1",
    });
    const sent = h.deliveries.slice(first);
    expect(sent.map((d) => JSON.parse(d.rawBody).type)).toEqual([
      "checkout.session.completed",
      "invoice.paid",
      "customer.subscription.updated",
    ]);
    for (const delivery of sent) {
      const body = JSON.parse(delivery.rawBody);
      expect(body.id).toMatch(/^evt_/);
      expect(body.object).toBe("event");
      expect(body.created).toBe(nowSeconds());
      expect(body.data.object.metadata.workspace_id).toBe(workspaceId);
      const header = delivery.headers[signatureHeader]!;
      expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
      // The signature is HMAC-SHA256 of "<t>.<body>" under the signing secret, as documented.
      const t = Number(/t=(\d+)/.exec(header)![1]);
      const v1 = /v1=([0-9a-f]+)/.exec(header)![1];
      expect(v1).toBe(createHmac("sha256", signingSecret).update(`${t}.${delivery.rawBody}`).digest("hex"));
      expect(delivery.event?.eventId).toBe(body.id);
    }
    const updated = sent[2]!.event;
    expect(updated).toMatchObject({
      type: "subscription_updated",
      workspaceId,
      subscription: { scheduled: { kind: "change", tier: "starter", billingPeriod: "monthly_period" } },
    });
    const completed = JSON.parse(sent[0]!.rawBody);
    expect(completed.data.object).toMatchObject({
      object: "checkout.session",
      client_reference_id: workspaceId,
      subscription: {
        object: "subscription",
        id: subscription.subscriptionId,
        status: "active",
        tier: "creator",
      },
    });
  });

  it("rejects a tampered body, a wrong secret, a stale or missing signature", async () => {
    const rawBody = h.deliveries.at(-1)!.rawBody;
    const t = nowSeconds();
    const valid = { [signatureHeader]: signEvent(rawBody, signingSecret, t) };
    expect(await h.provider.readWebhook(rawBody, valid)).not.toBeNull();
    // Header names are case-insensitive.
    expect(
      await h.provider.readWebhook(rawBody, { "Chorus-Test-Signature": valid[signatureHeader] }),
    ).not.toBeNull();

    const refused = { status: "invalid_webhook_signature", message: messages.invalidWebhookSignature };
    await expect(h.provider.readWebhook(rawBody.replace("creator", "pro"), valid)).rejects.toMatchObject(
      refused,
    );
    await expect(
      h.provider.readWebhook(rawBody, { [signatureHeader]: signEvent(rawBody, "another secret", t) }),
    ).rejects.toMatchObject(refused);
    await expect(
      h.provider.readWebhook(rawBody, { [signatureHeader]: signEvent(rawBody, signingSecret, t - 301) }),
    ).rejects.toMatchObject(refused);
    await expect(
      h.provider.readWebhook(rawBody, { [signatureHeader]: signEvent(rawBody, signingSecret, t + 301) }),
    ).rejects.toMatchObject(refused);
    expect(
      await h.provider.readWebhook(rawBody, {
        [signatureHeader]: signEvent(rawBody, signingSecret, t - 299),
      }),
    ).not.toBeNull();
    await expect(h.provider.readWebhook(rawBody, {})).rejects.toMatchObject(refused);
    await expect(h.provider.readWebhook(rawBody, { [signatureHeader]: "t=1,v1=zz" })).rejects.toMatchObject(
      refused,
    );
  });

  it("reads event types Chorus does not use as null", async () => {
    const rawBody = JSON.stringify({
      id: "evt_x",
      object: "event",
      type: "customer.created",
      created: 0,
      data: {},
    });
    const headers = { [signatureHeader]: signEvent(rawBody, signingSecret, nowSeconds()) };
    expect(await h.provider.readWebhook(rawBody, headers)).toBeNull();
  });

  it("a refused delivery stays pending and is redelivered, in order, with a fresh signature", async () => {
    h.receiver.accepting = false;
    const before = h.deliveries.length;
    const request = checkoutRequest();
    const { url } = await h.provider.createCheckoutSession(request);
    // The payment stands even though Chorus refused the events.
    const page = await h.provider.pages.payCheckout(checkoutIdOf(url), cardForm("4242424242424242"));
    expect(page.kind).toBe("redirect");
    expect(h.deliveries.length).toBe(before);
    const pending = await h.db.select().from(testPaymentEvents).where(eq(testPaymentEvents.delivered, false));
    expect(pending.map((e) => e.type).sort()).toEqual(["checkout.session.completed", "invoice.paid"]);
    // Only the oldest was tried: the round stops at the first refusal.
    expect(pending.find((e) => e.type === "checkout.session.completed")!.attempts).toBe(1);
    expect(pending.find((e) => e.type === "invoice.paid")!.attempts).toBe(0);

    expect(await h.provider.deliverPendingEvents()).toBe(0);
    h.clock.advanceSeconds(600);
    h.receiver.accepting = true;
    expect(await h.provider.deliverPendingEvents()).toBe(2);
    expect(h.deliveries.slice(before).map((d) => d.event?.type)).toEqual([
      "subscription_started",
      "invoice_paid",
    ]);
    // Signed at send time: ten minutes after the event, the signature is still fresh.
    expect(h.deliveries.at(-1)!.headers[signatureHeader]).toContain(`t=${nowSeconds()},`);
    const [redelivered] = await h.db
      .select()
      .from(testPaymentEvents)
      .where(eq(testPaymentEvents.type, "checkout.session.completed"))
      .orderBy(testPaymentEvents.createdAt)
      .limit(1)
      .offset(1);
    expect(redelivered).toMatchObject({ delivered: true, attempts: 3 });
    expect(await h.provider.deliverPendingEvents()).toBe(0);
  });
});
