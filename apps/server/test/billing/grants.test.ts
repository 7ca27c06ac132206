import { messages } from "@chorus/contract";
import { grantEndsAt, setWorkspaceTier } from "@chorus/domain";
import { databaseKinds, startTestServer, type TestServer } from "@chorus/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runChorusCommand } from "../../src/cli/run-command.ts";
import { presetUsage } from "../credits/support.ts";
import { emma } from "../text-to-speech/support.ts";
import { createBillingAccount, getSubscription } from "./support.ts";

const grant1 = "grant_tier_1_2025_07_23";
const grant2 = "grant_tier_2_2025_07_23";

describe.each(databaseKinds)("grants (spec 001 §4) on %s", (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => server?.close());

  async function chorus(...argv: string[]) {
    const lines: string[] = [];
    const code = await runChorusCommand(argv, {
      ctx: { ports: server.ports },
      out: (line) => lines.push(line),
    });
    return { code, output: lines.join("\n") };
  }
  const stored = async (workspaceId: string) => (await server.ports.store.workspaces.findById(workspaceId))!;
  const speakWithKey = (apiKey: string, text: string) =>
    server.request("POST", `/v1/text-to-speech/${emma.voiceId}`, { apiKey, body: { text } });

  it("set-tier gives a grant that starts now and names its post-grant plan", async () => {
    const account = await createBillingAccount(server);
    const now = server.clock.now();
    const { code, output } = await chorus(
      "workspaces",
      "set-tier",
      account.workspace.id,
      grant1,
      "--post-grant-tier",
      "creator",
    );
    expect(code).toBe(0);
    expect(output).toBe(
      `${account.workspace.id}: tier ${grant1}, status active, grant until ${grantEndsAt(now).toISOString()} then creator`,
    );
    expect(await stored(account.workspace.id)).toMatchObject({
      tier: grant1,
      grantStartedAt: now,
      postGrantTier: "creator",
      canExtendCharacterLimit: false,
    });
    expect(await getSubscription(server, account.apiKey)).toMatchObject({
      tier: grant1,
      status: "active",
      character_limit: 2_000_000,
      can_extend_character_limit: false,
      allowed_to_extend_character_limit: false,
    });
  });

  it("moves to the post-grant plan 12 months after its start, with a fresh cycle, once and for every reader", async () => {
    const account = await createBillingAccount(server);
    await setWorkspaceTier({ ports: server.ports }, { workspaceId: account.workspace.id, tier: "pro" });
    await chorus("workspaces", "set-tier", account.workspace.id, grant2, "--post-grant-tier", "creator");
    const start = (await stored(account.workspace.id)).grantStartedAt!;
    await presetUsage(server, account.workspace, 1_234);

    server.clock.advanceTo(new Date(grantEndsAt(start).getTime() - 1));
    expect(await getSubscription(server, account.apiKey)).toMatchObject({ tier: grant2 });

    server.clock.advanceTo(grantEndsAt(start));
    const readers = await Promise.all([
      getSubscription(server, account.apiKey),
      getSubscription(server, account.apiKey),
      server
        .request("GET", "/v1/user", { apiKey: account.apiKey })
        .then((response) => response.json().subscription),
    ]);
    for (const subscription of readers)
      expect(subscription).toMatchObject({
        tier: "creator",
        status: "active",
        character_count: 0,
        character_limit: 100_000,
        // The grant is not a paid plan, so only the paid plan before it is listed.
        previously_subscribed_tiers: ["pro"],
      });
    const row = await stored(account.workspace.id);
    expect(row).toMatchObject({ tier: "creator", grantStartedAt: null, postGrantTier: null });
    expect(row.billingAnchorAt).toEqual(server.clock.now());

    // The plan that follows counts from its own cycle.
    expect((await speakWithKey(account.apiKey, "Hello there.")).statusCode).toBe(200);
    expect(await getSubscription(server, account.apiKey)).toMatchObject({
      tier: "creator",
      character_count: 12,
    });
  });

  it("ends as soon as a read finds its credits used up", async () => {
    const account = await createBillingAccount(server);
    await chorus("workspaces", "set-tier", account.workspace.id, grant1, "--post-grant-tier", "pro");
    await presetUsage(server, account.workspace, 1_999_999);
    expect(await getSubscription(server, account.apiKey)).toMatchObject({
      tier: grant1,
      character_count: 1_999_999,
      character_limit: 2_000_000,
    });
    await presetUsage(server, account.workspace, 1);
    expect(await getSubscription(server, account.apiKey)).toMatchObject({
      tier: "pro",
      status: "active",
      character_count: 0,
      character_limit: 500_000,
    });
  });

  it("ends in the charge path: a generation past the grant's credits is charged to the next plan", async () => {
    const account = await createBillingAccount(server);
    await chorus("workspaces", "set-tier", account.workspace.id, grant1, "--post-grant-tier", "creator");
    await presetUsage(server, account.workspace, 1_999_990);
    // Exactly the last ten credits are still the grant's.
    expect((await speakWithKey(account.apiKey, "0123456789")).statusCode).toBe(200);
    expect((await stored(account.workspace.id)).tier).toBe(grant1);
    // The next charge finds them used: the grant ends under the row lock and the charge counts under creator.
    expect((await speakWithKey(account.apiKey, "Over the top.")).statusCode).toBe(200);
    expect(await stored(account.workspace.id)).toMatchObject({ tier: "creator", grantStartedAt: null });
    expect(await getSubscription(server, account.apiKey)).toMatchObject({
      tier: "creator",
      character_count: 13,
      character_limit: 100_000,
    });
  });

  it("moves to free without a post-grant plan or when the grant was cancelled", async () => {
    const plain = await createBillingAccount(server);
    await chorus("workspaces", "set-tier", plain.workspace.id, grant1);
    const cancelled = await createBillingAccount(server);
    await chorus("workspaces", "set-tier", cancelled.workspace.id, grant2, "--post-grant-tier", "pro");
    await server.ports.store.workspaces.update(cancelled.workspace.id, { pendingChangeKind: "cancellation" });
    const start = (await stored(cancelled.workspace.id)).grantStartedAt!;
    server.clock.advanceTo(grantEndsAt(start));
    for (const account of [plain, cancelled]) {
      expect(await getSubscription(server, account.apiKey)).toMatchObject({
        tier: "free",
        status: "free",
        character_limit: 10_000,
        pending_change: null,
      });
    }
  });

  it("another tier replaces a running grant, and --post-grant-tier is refused where it makes no sense", async () => {
    const account = await createBillingAccount(server);
    await chorus("workspaces", "set-tier", account.workspace.id, grant1, "--post-grant-tier", "creator");
    expect((await chorus("workspaces", "set-tier", account.workspace.id, "pro")).code).toBe(0);
    expect(await stored(account.workspace.id)).toMatchObject({
      tier: "pro",
      grantStartedAt: null,
      postGrantTier: null,
    });

    const refusals: [string[], string][] = [
      [["pro", "--post-grant-tier", "creator"], messages.postGrantTierNeedsGrant],
      [[grant1, "--post-grant-tier", grant2], messages.postGrantTierIsGrant],
      [[grant1, "--post-grant-tier", "platinum"], messages.tierNotFound],
    ];
    for (const [args, message] of refusals)
      expect(await chorus("workspaces", "set-tier", account.workspace.id, ...args)).toEqual({
        code: 1,
        output: `error: ${message}`,
      });
    expect((await stored(account.workspace.id)).tier).toBe("pro");
  });
});

describe.each(databaseKinds)("grants with CHORUS_BILLING=off on %s", (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { CHORUS_BILLING: "off" });
  });
  afterAll(async () => server?.close());

  it("leaves the stored grant alone: nothing is written while billing is off", async () => {
    const account = await createBillingAccount(server);
    await setWorkspaceTier(
      { ports: server.ports },
      { workspaceId: account.workspace.id, tier: grant1, postGrantTier: "creator" },
    );
    const start = (await server.ports.store.workspaces.findById(account.workspace.id))!.grantStartedAt!;
    server.clock.advanceTo(grantEndsAt(start));
    expect(await getSubscription(server, account.apiKey)).toMatchObject({ tier: "enterprise" });
    expect(
      (
        await server.request("POST", `/v1/text-to-speech/${emma.voiceId}`, {
          apiKey: account.apiKey,
          body: { text: "Still fine." },
        })
      ).statusCode,
    ).toBe(200);
    expect(await server.ports.store.workspaces.findById(account.workspace.id)).toMatchObject({
      tier: grant1,
      postGrantTier: "creator",
    });
  });
});
