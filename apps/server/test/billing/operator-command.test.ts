import { messages } from "@chorus/contract";
import { setWorkspaceCreditsUsed, setWorkspaceTier } from "@chorus/domain";
import {
  createTestAccount,
  databaseKinds,
  startTestServer,
  type TestAccount,
  type TestServer,
} from "@chorus/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runChorusCommand } from "../../src/cli/run-command.ts";
import { characterCount, presetUsage } from "../credits/support.ts";

describe.each(databaseKinds)("the operator command on %s", (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => server?.close());

  /** Runs `npm run chorus -- …` in-process against the test server's database; answers code and output. */
  async function chorus(...argv: string[]) {
    const lines: string[] = [];
    const code = await runChorusCommand(argv, {
      ctx: { ports: server.ports },
      out: (line) => lines.push(line),
    });
    return { code, output: lines.join("\n") };
  }

  const subscription = async (account: TestAccount) =>
    (await server.request("GET", "/v1/user/subscription", { token: account.accessToken })).json();

  const ledgerRows = async (account: TestAccount) => {
    const [period] = await server.ports.store.creditLedger.periodTotals(account.workspace.id);
    return period;
  };

  it("lists the workspace with its owner, tier, status and credits", async () => {
    const account = await createTestAccount(server);
    await presetUsage(server, account.workspace, 1_234);
    const { code, output } = await chorus("workspaces", "list");
    expect(code).toBe(0);
    const line = output.split("\n").find((row) => row.startsWith(account.workspace.id));
    expect(line).toBeDefined();
    expect(line).toContain(account.user.email);
    expect(line).toMatch(/\bfree\s+free\s+1234\/10000$/);
  });

  it("set-tier changes the tier and status the subscription reports", async () => {
    const account = await createTestAccount(server);
    const { code, output } = await chorus(
      "workspaces",
      "set-tier",
      account.workspace.id,
      "pro",
      "--status",
      "active",
    );
    expect(code).toBe(0);
    expect(output).toContain("tier pro, status active");
    expect(await subscription(account)).toMatchObject({
      tier: "pro",
      status: "active",
      character_limit: 500_000,
    });

    // Without --status, a paid tier on a workspace already paying keeps its status; free goes back to free.
    await setWorkspaceTier(
      { ports: server.ports },
      { workspaceId: account.workspace.id, tier: "enterprise" },
    );
    expect(await subscription(account)).toMatchObject({ tier: "enterprise", status: "active" });
    await setWorkspaceTier({ ports: server.ports }, { workspaceId: account.workspace.id, tier: "free" });
    expect(await subscription(account)).toMatchObject({
      tier: "free",
      status: "free",
      previously_subscribed_tiers: ["pro", "enterprise"],
    });
  });

  it("set-tier refuses an unknown tier or workspace with the domain's message", async () => {
    const account = await createTestAccount(server);
    expect(await chorus("workspaces", "set-tier", account.workspace.id, "platinum")).toEqual({
      code: 1,
      output: `error: ${messages.tierNotFound}`,
    });
    expect(await chorus("workspaces", "set-tier", "no-such-workspace", "pro")).toEqual({
      code: 1,
      output: `error: ${messages.workspaceNotFound}`,
    });
    expect((await chorus("workspaces", "set-tier", account.workspace.id)).code).toBe(2);
    expect((await subscription(account)).tier).toBe("free");
  });

  it("set-credits writes one ledger row for the difference and the count becomes N", async () => {
    const account = await createTestAccount(server);
    await presetUsage(server, account.workspace, 300);
    const up = await chorus("workspaces", "set-credits", account.workspace.id, "--used", "7500");
    expect(up.code).toBe(0);
    expect(up.output).toContain("300 -> 7500 (one charge row of 7200)");
    expect(await characterCount(server, account.accessToken)).toBe(7_500);
    expect(await ledgerRows(account)).toMatchObject({ charged: 7_500, refunded: 0, adjusted: 0 });

    const down = await setWorkspaceCreditsUsed(
      { ports: server.ports },
      { workspaceId: account.workspace.id, used: 1_000 },
    );
    expect(down).toEqual({ from: 7_500, to: 1_000, written: { kind: "refund", amount: 6_500 } });
    expect(await characterCount(server, account.accessToken)).toBe(1_000);
    expect((await subscription(account)).character_limit).toBe(10_000);

    const same = await chorus("workspaces", "set-credits", account.workspace.id, "--used", "1000");
    expect(same.output).toContain("(no row)");
    expect(await ledgerRows(account)).toMatchObject({ charged: 7_500, refunded: 6_500 });
  });

  it("set-credits refuses a missing or negative count and an unknown workspace", async () => {
    const account = await createTestAccount(server);
    expect((await chorus("workspaces", "set-credits", account.workspace.id)).code).toBe(2);
    expect((await chorus("workspaces", "set-credits", account.workspace.id, "--used", "-5")).code).toBe(2);
    expect(await chorus("workspaces", "set-credits", "no-such-workspace", "--used", "5")).toEqual({
      code: 1,
      output: `error: ${messages.workspaceNotFound}`,
    });
    expect(await characterCount(server, account.accessToken)).toBe(0);
  });
});
