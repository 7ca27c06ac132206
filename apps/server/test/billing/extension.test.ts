import { databaseKinds, startTestServer, type TestServer } from "@chorus/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emma, speak } from "../text-to-speech/support.ts";
import { anchorNow, createBillingAccount, getSubscription, readSubscriptionAsSdk, spend } from "./support.ts";

describe.each(databaseKinds)("extension past the limit and usage-based overage on %s", (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => server?.close());

  const activeCreator = async () => {
    const account = await createBillingAccount(server);
    await anchorNow(server, account.workspace, { tier: "creator", subscriptionStatus: "active" });
    return account;
  };

  it("stops an active Creator at its limit while its extension flag is off (the default)", async () => {
    const account = await activeCreator();
    expect(await getSubscription(server, account.apiKey)).toMatchObject({
      can_extend_character_limit: false,
      allowed_to_extend_character_limit: true,
      max_credit_limit_extension: 0,
      max_character_limit_extension: 0,
    });
    await spend(server, account, 100_000);
    await expect(spend(server, account, 1)).rejects.toMatchObject({ status: "quota_exceeded" });
  });

  it("with the flag on, lets the count pass the limit up to the 1,000 allowance and reports current_overage", async () => {
    const account = await activeCreator();
    await server.ports.store.workspaces.update(account.workspace.id, { canExtendCharacterLimit: true });
    await spend(server, account, 100_000);
    await spend(server, account, 500);
    const over = await getSubscription(server, account.apiKey);
    expect(over).toMatchObject({
      character_count: 100_500,
      character_limit: 100_000,
      can_extend_character_limit: true,
      allowed_to_extend_character_limit: true,
      max_credit_limit_extension: 1_000,
      max_character_limit_extension: 1_000,
      // 500 credits at Creator's $0.30 per 1,000.
      current_overage: { amount: "0.15", currency: "usd" },
      // The monthly renewal carries the period's overage: $22 + $0.15.
      next_invoice: { amount_due_cents: 2_215 },
    });
    expect(readSubscriptionAsSdk(over).currentOverage).toEqual({ amount: "0.15", currency: "usd" });

    // Over HTTP: a generation that fits the remaining allowance is made and charged.
    const fits = await speak(server, account.accessToken, emma.voiceId, { text: "Over the top." });
    expect(fits.statusCode).toBe(200);
    await spend(server, account, 487);
    expect((await getSubscription(server, account.apiKey)).character_count).toBe(101_000);
    await expect(spend(server, account, 1)).rejects.toMatchObject({ status: "quota_exceeded" });
    expect((await getSubscription(server, account.apiKey)).current_overage).toEqual({
      amount: "0.30",
      currency: "usd",
    });
  });

  it("refuses extension when the permission is revoked or the subscription is not active", async () => {
    const revoked = await activeCreator();
    await server.ports.store.workspaces.update(revoked.workspace.id, {
      canExtendCharacterLimit: true,
      allowedToExtendCharacterLimit: false,
    });
    expect(await getSubscription(server, revoked.apiKey)).toMatchObject({
      can_extend_character_limit: true,
      allowed_to_extend_character_limit: false,
      max_credit_limit_extension: 0,
    });
    await spend(server, revoked, 100_000);
    await expect(spend(server, revoked, 1)).rejects.toMatchObject({ status: "quota_exceeded" });

    // A status other than active gives no extension (a trial here; past_due and incomplete block every
    // charge as payment problems, payment-problems.test.ts).
    const trialing = await activeCreator();
    await server.ports.store.workspaces.update(trialing.workspace.id, {
      canExtendCharacterLimit: true,
      subscriptionStatus: "trialing",
    });
    await spend(server, trialing, 100_000);
    await expect(spend(server, trialing, 1)).rejects.toMatchObject({ status: "quota_exceeded" });
    await server.ports.store.workspaces.update(trialing.workspace.id, { subscriptionStatus: "past_due" });
    await expect(spend(server, trialing, 1)).rejects.toMatchObject({ status: "payment_required" });
  });

  it("gives a Starter no permission to extend, whatever its flag says", async () => {
    const account = await createBillingAccount(server);
    await anchorNow(server, account.workspace, {
      tier: "starter",
      subscriptionStatus: "active",
      canExtendCharacterLimit: true,
    });
    expect(await getSubscription(server, account.apiKey)).toMatchObject({
      can_extend_character_limit: true,
      allowed_to_extend_character_limit: false,
      max_credit_limit_extension: 0,
    });
    await spend(server, account, 30_000);
    await expect(spend(server, account, 1)).rejects.toMatchObject({ status: "quota_exceeded" });
  });

  it("lets enterprise extend without a cap once its flag is on, whatever its status", async () => {
    const account = await createBillingAccount(server);
    await anchorNow(server, account.workspace, {
      tier: "enterprise",
      subscriptionStatus: "past_due",
      canExtendCharacterLimit: true,
    });
    expect((await getSubscription(server, account.apiKey)).max_credit_limit_extension).toBe("unlimited");
    await spend(server, account, 11_000_000);
    await spend(server, account, 5_000_000);
    const body = await getSubscription(server, account.apiKey);
    expect(body.max_character_limit_extension).toBeNull();
    expect(readSubscriptionAsSdk(body).maxCreditLimitExtension).toBe("unlimited");
  });
});
