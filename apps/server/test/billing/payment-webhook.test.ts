import { type Repositories, receivePaymentWebhook } from "@chorus/domain";
import { createTestAccount, databaseKinds, startTestServer, type TestServer } from "@chorus/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sdkSubscription, subscribe } from "./checkout-support.ts";

interface Delivery {
  rawBody: string;
  headers: Record<string, string>;
}

describe.each(databaseKinds)("the payment webhook on %s", (kind) => {
  let server: TestServer;
  const deliveries: Delivery[] = [];
  beforeAll(async () => {
    server = await startTestServer(kind);
    // Deliver through HTTP, as a provider on the network would, and keep a copy of each delivery.
    server.testPayments!.attachDelivery(async (rawBody, headers) => {
      deliveries.push({ rawBody, headers });
      const response = await server.request("POST", "/v1/billing/webhook", { body: rawBody, headers });
      return response.statusCode === 200;
    });
  });
  afterAll(() => server?.close());

  const ledgerGrants = async (workspaceId: string) =>
    (await server.ports.store.creditLedger.periodTotals(workspaceId)).reduce((sum, p) => sum + p.granted, 0);

  it("applies a checkout delivered twice once", async () => {
    const account = await createTestAccount(server);
    const from = deliveries.length;
    await subscribe(server, account);
    const ours = deliveries.slice(from);
    expect(ours.map((delivery) => JSON.parse(delivery.rawBody).type)).toEqual([
      "checkout.session.completed",
      "invoice.paid",
    ]);
    const upgraded = await sdkSubscription(server, account);
    const grantsBefore = await ledgerGrants(account.workspace.id);

    for (const delivery of ours) {
      const again = await server.request("POST", "/v1/billing/webhook", {
        body: delivery.rawBody,
        headers: delivery.headers,
      });
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual({ received: true, outcome: "duplicate" });
    }
    expect(await sdkSubscription(server, account)).toEqual(upgraded);
    expect(await ledgerGrants(account.workspace.id)).toBe(grantsBefore);
    const invoices = await server.request("GET", "/v1/billing/invoices", { token: account.accessToken });
    expect(invoices.json().invoices).toHaveLength(1);
  });

  it("repairs a crash between the payment and the upgrade when the event comes again", async () => {
    const account = await createTestAccount(server);
    const store = server.ports.store;
    const transaction = store.transaction;
    let crashes = 1;
    // The process dies mid-way through applying the checkout: after the event's id is written, before
    // the workspace is upgraded. Its transaction never commits.
    store.transaction = ((work: (tx: Repositories) => Promise<unknown>) =>
      transaction((tx) =>
        work({
          ...tx,
          workspaces: {
            ...tx.workspaces,
            update: async (id, patch) => {
              if (patch.tier === "creator" && crashes-- > 0) throw new Error("process killed");
              return tx.workspaces.update(id, patch);
            },
          },
        }),
      )) as typeof store.transaction;
    try {
      await subscribe(server, account);
    } finally {
      store.transaction = transaction;
    }
    // The provider took the money, but Chorus never applied it…
    expect(await sdkSubscription(server, account)).toMatchObject({ tier: "free" });
    // …so the event is still pending at the provider, and its redelivery upgrades the workspace.
    expect(await server.testPayments!.deliverPendingEvents()).toBeGreaterThanOrEqual(1);
    expect(await sdkSubscription(server, account)).toMatchObject({
      tier: "creator",
      status: "active",
      character_limit: 100_000,
    });
    expect(await server.testPayments!.deliverPendingEvents()).toBe(0);
  });

  it("refuses a body whose signature does not match, and one without a signature", async () => {
    const [delivery] = deliveries;
    const tampered = delivery!.rawBody.replace('"creator"', '"scale_2024_08_10"');
    const forged = await server.request("POST", "/v1/billing/webhook", {
      body: tampered,
      headers: delivery!.headers,
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().detail.status).toBe("invalid_webhook_signature");
    const unsigned = await server.request("POST", "/v1/billing/webhook", { body: delivery!.rawBody });
    expect(unsigned.statusCode).toBe(400);
    await expect(receivePaymentWebhook(server.ports, tampered, delivery!.headers)).rejects.toMatchObject({
      status: "invalid_webhook_signature",
    });
  });
});
