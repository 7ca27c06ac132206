import { messages, usageTotalKey, usageWithoutApiKeyKey } from "@chorus/contract";
import { describe, expect, it } from "vitest";
import type { AuthenticatedContext } from "../context.ts";
import type { ApiKeyRecord, CreditLedgerRecord } from "../records.ts";
import { getUsageStats, type UsageStatsInput } from "./get-usage-stats.ts";
import { TestLedger } from "./test-ledger.ts";

const day = 86_400_000;
const start = Date.parse("2025-03-10T00:00:00Z");

function apiKey(id: string, name: string, hint: string): ApiKeyRecord {
  return {
    id,
    workspaceId: "w",
    userId: "u",
    name,
    secretHash: id,
    hint,
    isEnabled: true,
    permissions: "all",
    characterLimit: null,
    characterCount: 0,
    createdAt: new Date(start),
    lastUsedAt: null,
  };
}

/** A context whose store holds only the ledger and API keys the verb reads. */
function contextWith(ledger: TestLedger, keys: ApiKeyRecord[] = []): AuthenticatedContext {
  return {
    ports: {
      store: { creditLedger: ledger, apiKeys: { listForWorkspace: async () => keys } },
    },
    actor: { kind: "user", userId: "u", sessionId: "s" },
    userId: "u",
    workspaceId: "w",
    role: "owner",
    meta: { geo: {} },
  } as unknown as AuthenticatedContext;
}

function row(
  kind: CreditLedgerRecord["kind"],
  requestId: string,
  amount: number,
  at: number,
  extra: Partial<CreditLedgerRecord> = {},
) {
  return {
    id: `${kind}:${requestId}`,
    workspaceId: "w",
    apiKeyId: null,
    requestId,
    kind,
    amount,
    periodStart: new Date(start),
    product: "text_to_speech",
    tier: null,
    createdAt: new Date(at),
    leaseExpiresAt: null,
    meteredAmount: null,
    ...extra,
  } satisfies CreditLedgerRecord;
}

const query = (overrides: Partial<UsageStatsInput> = {}): UsageStatsInput => ({
  startMs: start,
  endMs: start + 3 * day - 1,
  breakdown: "none",
  interval: "day",
  metric: "credits",
  ...overrides,
});

describe("usage statistics", () => {
  const ledger = new TestLedger();
  ledger.rows.push(
    row("charge", "a", 100, start + 1_000),
    row("charge", "b", 40, start + day + 5, { product: "text_to_dialogue", apiKeyId: "k1" }),
    row("charge", "c", 30, start + day + 9, { apiKeyId: "k2" }),
    row("refund", "c", 30, start + day + 10, { apiKeyId: "k2" }),
    row("charge", "d", 7, start + 2 * day, { apiKeyId: "k3" }),
    // Not counted: an operator correction (no product), another workspace, and usage after the window.
    row("charge", "operator:x", 500, start + 5, { product: null }),
    row("charge", "e", 900, start + 5, { workspaceId: "other" }),
    row("charge", "f", 900, start + 3 * day),
  );
  const ctx = contextWith(ledger, [
    apiKey("k1", "prod", "ab12"),
    apiKey("k2", "prod", "cd34"),
    apiKey("k3", "ci", "ef56"),
  ]);

  it("answers every day of the window, net of refunds, as one series All", async () => {
    expect(await getUsageStats(ctx, query())).toEqual({
      time: [start, start + day, start + 2 * day],
      usage: { [usageTotalKey]: [100, 40, 7] },
    });
  });

  it("breaks usage down by product and by API key name (hint added when names repeat)", async () => {
    expect((await getUsageStats(ctx, query({ breakdown: "product_type" }))).usage).toEqual({
      text_to_speech: [100, 0, 7],
      text_to_dialogue: [0, 40, 0],
    });
    expect((await getUsageStats(ctx, query({ breakdown: "api_keys" }))).usage).toEqual({
      [usageWithoutApiKeyKey]: [100, 0, 0],
      "prod (ab12)": [0, 40, 0],
      "prod (cd34)": [0, 0, 0],
      ci: [0, 0, 7],
    });
  });

  it("sums the whole window as one bucket for cumulative, starting at the window's start", async () => {
    const later = start + 3_600_000;
    expect(await getUsageStats(ctx, query({ startMs: later, interval: "cumulative" }))).toEqual({
      time: [later],
      usage: { [usageTotalKey]: [47] },
    });
  });

  it("starts the time axis at the window's start when it falls inside the first bucket", async () => {
    const stats = await getUsageStats(ctx, query({ startMs: start + 500, interval: "week" }));
    expect(stats).toEqual({ time: [start + 500], usage: { [usageTotalKey]: [147] } });
  });

  it("refuses what it does not measure as a field error", async () => {
    await expect(getUsageStats(ctx, query({ breakdown: "voice" }))).rejects.toMatchObject({
      status: "invalid_request",
      message: messages.usageBreakdownUnsupported("voice"),
      options: { field: ["query", "breakdown_type"] },
    });
    await expect(getUsageStats(ctx, query({ metric: "request_count" }))).rejects.toMatchObject({
      options: { field: ["query", "metric"] },
    });
    await expect(getUsageStats(ctx, query({ endMs: start - 1 }))).rejects.toMatchObject({
      message: messages.usageWindowReversed,
    });
    await expect(
      getUsageStats(ctx, query({ bucketSizeSeconds: 1, endMs: start + 365 * day })),
    ).rejects.toMatchObject({
      options: { field: ["query", "aggregation_bucket_size"] },
    });
  });
});
