import {
  messages,
  type SupportedUsageBreakdownType,
  supportedUsageBreakdownTypes,
  type UsageAggregationInterval,
  type UsageBreakdownType,
  usageTotalKey,
  usageWithoutApiKeyKey,
} from "@chorus/contract";
import { requirePermission } from "../auth/require-permission.ts";
import type { AuthenticatedContext } from "../context.ts";
import type { UsageBucketRow, UsageQuery } from "../ports/repositories.ts";
import type { ApiKeyRecord } from "../records.ts";
import { DomainError } from "../shared/domain-error.ts";
import { maxUsageBuckets, usageBucketingFor, usageBucketStarts } from "./usage-buckets.ts";

export interface UsageStatsInput {
  /** Milliseconds since 1970, both inclusive. */
  startMs: number;
  endMs: number;
  breakdown: UsageBreakdownType;
  interval: UsageAggregationInterval;
  bucketSizeSeconds?: number;
  metric: string;
}

/** `UsageCharactersResponseModel`: bucket starts in ms, and one series per breakdown key. */
export interface UsageStats {
  time: number[];
  usage: Record<string, number[]>;
}

const groupByFor: Record<SupportedUsageBreakdownType, UsageQuery["groupBy"]> = {
  none: "none",
  product_type: "product",
  api_keys: "api_key",
};

const isSupported = (breakdown: UsageBreakdownType): breakdown is SupportedUsageBreakdownType =>
  (supportedUsageBreakdownTypes as readonly string[]).includes(breakdown);

/**
 * The API keys' series names: each key's name, with its hint when two keys share a name (so their
 * usage is not merged); usage without a key (the web app, or a key since deleted) is one series.
 */
function apiKeyLabels(keys: readonly ApiKeyRecord[]): (id: string | null) => string {
  const named = new Map<string, number>();
  for (const key of keys) named.set(key.name, (named.get(key.name) ?? 0) + 1);
  const labels = new Map(
    keys.map((key) => [key.id, (named.get(key.name) ?? 0) > 1 ? `${key.name} (${key.hint})` : key.name]),
  );
  return (id) => (id !== null && labels.get(id)) || usageWithoutApiKeyKey;
}

/**
 * `GET /v1/usage/character-stats` (`usage.get`): the credits the caller's workspace used over the
 * window, net of refunds, bucketed in UTC (usage-buckets.ts) and summed by the ledger in SQL. Every
 * bucket of the window is answered (0 where nothing was used), so the series line up with `time`;
 * the first bucket's time is the window's start when the window starts inside it (as ElevenLabs
 * answers). `none` answers one series `All`; `product_type` one per product used; `api_keys` one per
 * key used. Other breakdowns and metrics are refused as field errors (422) that name what is
 * supported. The ledger is kept per workspace (it does not record who made a charge), so
 * `include_workspace_metrics` changes nothing: usage is always the whole workspace's.
 */
export async function getUsageStats(ctx: AuthenticatedContext, input: UsageStatsInput): Promise<UsageStats> {
  requirePermission(ctx, "user_read");
  const { breakdown } = input;
  if (!isSupported(breakdown))
    throw DomainError.invalidField(
      ["query", "breakdown_type"],
      messages.usageBreakdownUnsupported(breakdown),
    );
  if (input.metric !== "credits")
    throw DomainError.invalidField(["query", "metric"], messages.usageMetricUnsupported(input.metric));
  if (input.endMs < input.startMs)
    throw DomainError.invalidField(["query", "end_unix"], messages.usageWindowReversed);
  const bucketing = usageBucketingFor(input.interval, input.bucketSizeSeconds);
  const starts = usageBucketStarts(bucketing, input.startMs, input.endMs);
  if (!starts) {
    const field = input.bucketSizeSeconds !== undefined ? "aggregation_bucket_size" : "aggregation_interval";
    throw DomainError.invalidField(["query", field], messages.usageTooManyBuckets(maxUsageBuckets));
  }
  const groupBy = groupByFor[breakdown];
  const rows = await ctx.ports.store.creditLedger.usageByBucket({
    workspaceId: ctx.workspaceId,
    from: new Date(input.startMs),
    to: new Date(input.endMs),
    bucketing,
    groupBy,
  });
  const label =
    groupBy === "api_key"
      ? apiKeyLabels(await ctx.ports.store.apiKeys.listForWorkspace(ctx.workspaceId))
      : (group: string | null) => group ?? usageTotalKey;
  return {
    time: starts.map((start) => Math.max(start, input.startMs)),
    usage: series(rows, starts, label, groupBy, bucketing.kind === "whole"),
  };
}

function series(
  rows: readonly UsageBucketRow[],
  starts: readonly number[],
  label: (group: string | null) => string,
  groupBy: UsageQuery["groupBy"],
  whole: boolean,
): Record<string, number[]> {
  const index = new Map(starts.map((start, position) => [start, position]));
  const usage: Record<string, number[]> = {};
  if (groupBy === "none") usage[usageTotalKey] = starts.map(() => 0);
  for (const row of rows) {
    const position = whole ? 0 : index.get(row.bucketStart);
    if (position === undefined) continue;
    const key = label(row.group);
    const values = usage[key] ?? starts.map(() => 0);
    values[position] = (values[position] ?? 0) + row.amount;
    usage[key] = values;
  }
  return usage;
}
