import { messages } from "@chorus/contract";
import { setWorkspaceTier } from "@chorus/domain";
import {
  addTestMember,
  createTestAccount,
  createTestApiKey,
  databaseKinds,
  startTestServer,
  type TestAccount,
  type TestServer,
} from "@chorus/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { presetUsage } from "../credits/support.ts";
import { readSubscriptionAsSdk } from "./support.ts";

const grant = "grant_tier_1_2025_07_23";

async function accountOn(
  server: TestServer,
  tier: string,
  subscriptionStatus = "active",
): Promise<TestAccount> {
  const account = await createTestAccount(server);
  await server.ports.store.workspaces.update(account.workspace.id, { tier, subscriptionStatus });
  return account;
}

describe.each(databaseKinds)("usage-based billing and cloud-marketplace billing on %s", (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => server?.close());

  const setUsageBasedBilling = (token: string, enabled: boolean) =>
    server.request("POST", "/v1/billing/usage-based-billing", { token, body: { enabled } });
  const switchToMarketplace = (token: string) =>
    server.request("POST", "/v1/billing/switch-to-cloud-marketplace", { token });
  const stored = async (workspaceId: string) => (await server.ports.store.workspaces.findById(workspaceId))!;

  describe("POST /v1/billing/usage-based-billing", () => {
    it("lets an admin turn it on and off, answering the subscription", async () => {
      const account = await accountOn(server, "creator");
      const on = await setUsageBasedBilling(account.accessToken, true);
      expect(on.statusCode).toBe(200);
      const subscription = readSubscriptionAsSdk(on.json());
      expect(subscription).toMatchObject({
        tier: "creator",
        canExtendCharacterLimit: true,
        allowedToExtendCharacterLimit: true,
        maxCreditLimitExtension: 1_000,
      });
      expect((await stored(account.workspace.id)).canExtendCharacterLimit).toBe(true);

      const off = await setUsageBasedBilling(account.accessToken, false);
      expect(off.statusCode).toBe(200);
      expect(off.json()).toMatchObject({ can_extend_character_limit: false, max_credit_limit_extension: 0 });
      expect((await stored(account.workspace.id)).canExtendCharacterLimit).toBe(false);
    });

    it("is for admins, through the web app only", async () => {
      const account = await accountOn(server, "pro");
      const person = await createTestAccount(server);
      const editor = await addTestMember(server, account.workspace.id, person.user.id, "editor");
      const refused = await setUsageBasedBilling(editor.accessToken, true);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().detail.status).toBe("forbidden");
      const key = await createTestApiKey(server, {
        workspaceId: account.workspace.id,
        userId: account.user.id,
      });
      const byKey = await server.request("POST", "/v1/billing/usage-based-billing", {
        apiKey: key.secret,
        body: { enabled: true },
      });
      expect(byKey.statusCode).toBe(403);
      expect((await stored(account.workspace.id)).canExtendCharacterLimit).toBe(false);
    });

    it("refuses a grant recipient with the grant's message", async () => {
      const account = await createTestAccount(server);
      await setWorkspaceTier({ ports: server.ports }, { workspaceId: account.workspace.id, tier: grant });
      const response = await setUsageBasedBilling(account.accessToken, true);
      expect(response.statusCode).toBe(400);
      expect(response.json().detail).toEqual({
        status: "usage_based_billing_unavailable",
        message: messages.grantBlocksUsageBasedBilling,
      });
      expect((await stored(account.workspace.id)).canExtendCharacterLimit).toBe(false);
    });

    it.each(["starter", "free", "trial"])("refuses turning it on for %s, a plan without it", async (tier) => {
      const account = await accountOn(server, tier, tier === "free" ? "free" : "active");
      const response = await setUsageBasedBilling(account.accessToken, true);
      expect(response.statusCode).toBe(400);
      expect(response.json().detail).toEqual({
        status: "usage_based_billing_unavailable",
        message: messages.usageBasedBillingFailed,
      });
      expect((await stored(account.workspace.id)).canExtendCharacterLimit).toBe(false);
    });

    it("always lets it be turned off, even on a plan that cannot turn it on", async () => {
      const account = await accountOn(server, "starter");
      await server.ports.store.workspaces.update(account.workspace.id, { canExtendCharacterLimit: true });
      const response = await setUsageBasedBilling(account.accessToken, false);
      expect(response.statusCode).toBe(200);
      expect((await stored(account.workspace.id)).canExtendCharacterLimit).toBe(false);
    });

    it("ends a finished grant first, so its post-grant plan decides", async () => {
      const account = await createTestAccount(server);
      await setWorkspaceTier(
        { ports: server.ports },
        { workspaceId: account.workspace.id, tier: grant, postGrantTier: "pro" },
      );
      // A grant ends when its period's credits are used up.
      await presetUsage(server, account.workspace, 2_000_000);
      const response = await setUsageBasedBilling(account.accessToken, true);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ tier: "pro", can_extend_character_limit: true });
    });
  });

  describe("POST /v1/billing/switch-to-cloud-marketplace", () => {
    it("switches a free workspace's billing to the cloud marketplace, once", async () => {
      const account = await createTestAccount(server);
      const response = await switchToMarketplace(account.accessToken);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        workspace_id: account.workspace.id,
        tier: "free",
        billing_channel: "cloud_marketplace",
      });
      expect((await stored(account.workspace.id)).billingChannel).toBe("cloud_marketplace");
      const workspace = await server.request("GET", "/v1/workspace", { token: account.accessToken });
      expect(workspace.json().billing_channel).toBe("cloud_marketplace");

      const again = await switchToMarketplace(account.accessToken);
      expect(again.statusCode).toBe(409);
      expect(again.json().detail).toEqual({
        status: "cloud_marketplace_already_provider",
        message: messages.cloudMarketplaceAlreadyProvider,
      });
    });

    it("allows a trial and refuses any other plan", async () => {
      const trial = await accountOn(server, "trial", "trialing");
      expect((await switchToMarketplace(trial.accessToken)).statusCode).toBe(200);
      for (const tier of ["creator", grant, "enterprise"]) {
        const account = await accountOn(server, tier);
        const response = await switchToMarketplace(account.accessToken);
        expect(response.statusCode).toBe(403);
        expect(response.json().detail).toEqual({
          status: "cloud_marketplace_requires_free_or_trial",
          message: messages.cloudMarketplaceRequiresFreeOrTrial,
        });
        expect((await stored(account.workspace.id)).billingChannel).toBe("direct");
      }
    });

    it("is for admins only, with the spec's message", async () => {
      const account = await createTestAccount(server);
      const person = await createTestAccount(server);
      const member = await addTestMember(server, account.workspace.id, person.user.id, "member");
      const response = await switchToMarketplace(member.accessToken);
      expect(response.statusCode).toBe(403);
      expect(response.json().detail).toEqual({
        status: "forbidden",
        message: messages.cloudMarketplaceAdminsOnly,
      });
      expect((await stored(account.workspace.id)).billingChannel).toBe("direct");
      const admin = await addTestMember(
        server,
        account.workspace.id,
        (await createTestAccount(server)).user.id,
        "admin",
      );
      expect((await switchToMarketplace(admin.accessToken)).statusCode).toBe(200);
    });
  });
});

describe.each(databaseKinds)("billing switches with CHORUS_BILLING=off on %s", (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { CHORUS_BILLING: "off" });
  });
  afterAll(async () => server?.close());

  it("refuses both with billing_disabled and changes nothing", async () => {
    const account = await createTestAccount(server);
    const usage = await server.request("POST", "/v1/billing/usage-based-billing", {
      token: account.accessToken,
      body: { enabled: true },
    });
    expect(usage.statusCode).toBe(403);
    expect(usage.json().detail).toEqual({ status: "billing_disabled", message: messages.billingDisabled });
    const marketplace = await server.request("POST", "/v1/billing/switch-to-cloud-marketplace", {
      token: account.accessToken,
    });
    expect(marketplace.statusCode).toBe(403);
    expect(marketplace.json().detail.status).toBe("billing_disabled");
    expect(await server.ports.store.workspaces.findById(account.workspace.id)).toMatchObject({
      canExtendCharacterLimit: false,
      billingChannel: "direct",
    });
  });
});
