import { syncStripeCatalogue } from "@chorus/adapters/payments/stripe";
import { type FakeStripe, startFakeStripe } from "@chorus/adapters/testing/fake-stripe";
import { createTestAccount, databaseKinds, startTestServer, type TestServer } from "@chorus/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runChorusCommand } from "../../src/cli/run-command.ts";
import { billingCall, sdkSubscription } from "./checkout-support.ts";

const webhookSecret = "whsec_chorus_test_secret";

describe.each(databaseKinds)("Chorus on Stripe (a local fake of its API) on %s", (kind) => {
  let server: TestServer;
  let stripe: FakeStripe;
  beforeAll(async () => {
    // The fake reads the test server's clock, so Stripe's signature times agree with Chorus's.
    stripe = await startFakeStripe({ clock: { now: () => (server ? server.clock.now() : new Date()) } });
    server = await startTestServer(kind, {
      PAYMENT_PROVIDER: "stripe",
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      STRIPE_API_URL: `http://${stripe.api.host}:${stripe.api.port}`,
    });
    await syncStripeCatalogue({ secretKey: stripe.secretKey, api: stripe.api });
  });
  afterAll(async () => {
    await server?.close();
    await stripe?.close();
  });

  /** Delivers every event the fake recorded since `from` to Chorus's webhook, signed as Stripe signs. */
  async function deliverEvents(from: number) {
    const responses = [];
    for (const event of stripe.events.slice(from)) {
      const { rawBody, headers } = stripe.delivery(event, webhookSecret);
      responses.push(await server.request("POST", "/v1/billing/webhook", { body: rawBody, headers }));
    }
    return responses;
  }

  it("subscribes through Stripe Checkout once the signed checkout event arrives, and only once", async () => {
    const account = await createTestAccount(server);
    const checkout = await billingCall(server, account, "create-checkout-session", {
      subscription_type: "creator",
      billing_period: "monthly_period",
      idempotency_key: "stripe-checkout-1",
    });
    expect(checkout.statusCode, checkout.body).toBe(200);
    const [session] = stripe.checkoutSessions().slice(-1);
    expect(session?.client_reference_id).toBe(account.workspace.id);
    expect(await sdkSubscription(server, account)).toMatchObject({ tier: "free" });

    const before = stripe.events.length;
    stripe.completeCheckoutSession(checkout.json().url);
    const delivered = await deliverEvents(before);
    expect(delivered.length).toBeGreaterThan(0);
    for (const response of delivered) expect(response.statusCode, response.body).toBe(200);
    expect(await sdkSubscription(server, account)).toMatchObject({
      tier: "creator",
      status: "active",
      character_limit: 100_000,
    });

    // Stripe delivers at least once: the same events again change nothing.
    const again = await deliverEvents(before);
    expect(again.map((response) => response.json().outcome)).toContain("duplicate");
    const invoices = await server.request("GET", "/v1/billing/invoices", { token: account.accessToken });
    expect(invoices.json().invoices).toHaveLength(1);
  });

  it("upgrades now and schedules a downgrade through the Stripe API", async () => {
    const account = await createTestAccount(server);
    const checkout = await billingCall(server, account, "create-checkout-session", {
      subscription_type: "creator",
      billing_period: "monthly_period",
    });
    const before = stripe.events.length;
    stripe.completeCheckoutSession(checkout.json().url);
    await deliverEvents(before);

    const upgrade = await billingCall(server, account, "change-subscription", {
      subscription_type: "pro",
      billing_period: "monthly_period",
    });
    expect(upgrade.statusCode, upgrade.body).toBe(200);
    expect(upgrade.json()).toMatchObject({ tier: "pro", character_limit: 500_000 });

    const downgrade = await billingCall(server, account, "change-subscription", {
      subscription_type: "starter",
      billing_period: "monthly_period",
    });
    expect(downgrade.statusCode, downgrade.body).toBe(200);
    expect(downgrade.json()).toMatchObject({
      tier: "pro",
      pending_change: { kind: "change", next_tier: "starter" },
    });
    expect(stripe.schedules().length).toBeGreaterThan(0);
  });

  it("refuses a webhook whose signature does not match", async () => {
    const event = stripe.events[0]!;
    const { rawBody, headers } = stripe.delivery(event, "whsec_someone_else");
    const response = await server.request("POST", "/v1/billing/webhook", { body: rawBody, headers });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail.status).toBe("invalid_webhook_signature");
  });
});

describe("chorus stripe sync-catalogue", () => {
  it("creates every self-serve price once, and nothing on a second run", async () => {
    const stripe = await startFakeStripe();
    try {
      const run = async (sync?: () => ReturnType<typeof syncStripeCatalogue>) => {
        const lines: string[] = [];
        const code = await runChorusCommand(["stripe", "sync-catalogue"], {
          ctx: { ports: {} as never },
          out: (line) => lines.push(line),
          syncStripeCatalogue: sync,
        });
        return { code, output: lines.join("\n") };
      };
      const sync = () => syncStripeCatalogue({ secretKey: stripe.secretKey, api: stripe.api });
      const first = await run(sync);
      expect(first.code).toBe(0);
      expect(first.output).toContain("created   chorus_creator_monthly_usd");
      const created = stripe.prices().length;
      expect(created).toBeGreaterThanOrEqual(20);
      const second = await run(sync);
      expect(second.output).toMatch(/^0 created, 0 re-priced, \d+ unchanged$/m);
      expect(stripe.prices().length).toBe(created);
      const withoutStripe = await run(undefined);
      expect(withoutStripe.code).toBe(2);
      expect(withoutStripe.output).toContain("PAYMENT_PROVIDER=stripe");
    } finally {
      await stripe.close();
    }
  });
});
