import { z } from "zod";

/**
 * The products a ledger charge is for (`credit_ledger.product`): the keys of `breakdown_type=product_type`.
 * Text to speech covers its HTTP endpoints and its input-streaming WebSockets.
 */
export const usageProducts = [
  "text_to_speech",
  "text_to_dialogue",
  "sound_effects",
  "speech_to_text",
  "voice_isolator",
  "speech_to_speech",
  "forced_alignment",
  "conversational_ai",
] as const;
export type UsageProduct = (typeof usageProducts)[number];

/** Every `breakdown_type` the SDK may send (reference `usage.get`). */
export const usageBreakdownTypes = [
  "none",
  "voice",
  "voice_multiplier",
  "user",
  "groups",
  "api_keys",
  "all_api_keys",
  "product_type",
  "model",
  "resource",
  "request_queue",
  "region",
  "subresource_id",
  "reporting_workspace_id",
  "has_api_key",
  "request_source",
] as const;
export type UsageBreakdownType = (typeof usageBreakdownTypes)[number];

/** The breakdowns Chorus answers; the others are refused with a 422 that names these. */
export const supportedUsageBreakdownTypes = ["none", "product_type", "api_keys"] as const;
export type SupportedUsageBreakdownType = (typeof supportedUsageBreakdownTypes)[number];

export const usageAggregationIntervals = ["hour", "day", "week", "month", "cumulative"] as const;
export type UsageAggregationInterval = (typeof usageAggregationIntervals)[number];

/** Every `metric` the SDK may send; Chorus measures `credits` only (what the ledger holds). */
export const usageMetrics = [
  "credits",
  "tts_characters",
  "minutes_used",
  "request_count",
  "ttfb_avg",
  "ttfb_p95",
  "fiat_units_spent",
  "concurrency",
  "concurrency_average",
] as const;

/** The key of the one series `breakdown_type=none` answers (as ElevenLabs names it). */
export const usageTotalKey = "All";

/** The series of `breakdown_type=api_keys` for usage made without an API key (the web app, or a deleted key). */
export const usageWithoutApiKeyKey = "Without API key";

/** Spec 000 §5: clients omit empty query values; a server that gets one anyway treats it as absent. */
const emptyAsAbsent = (value: unknown) => (value === "" ? undefined : value);
/** `true`/`false` in a query string (z.coerce.boolean would read "false" as true). */
const booleanQuery = z.enum(["true", "false"]).transform((value) => value === "true");
/** Milliseconds since 1970, up to the last millisecond of year 9999. */
const unixMilliseconds = z.coerce.number().int().min(0).max(253_402_300_799_999);

export const UsageStatsQuerySchema = z.object({
  start_unix: unixMilliseconds.describe("Start of the window, UTC, in milliseconds (inclusive)."),
  end_unix: unixMilliseconds.describe("End of the window, UTC, in milliseconds (inclusive)."),
  include_workspace_metrics: z.preprocess(
    emptyAsAbsent,
    booleanQuery
      .default(false)
      .describe(
        "Accepted for compatibility: Chorus's ledger is kept per workspace, so usage is always the workspace's.",
      ),
  ),
  breakdown_type: z.preprocess(
    emptyAsAbsent,
    z
      .enum(usageBreakdownTypes)
      .default("none")
      .describe(`Chorus answers ${supportedUsageBreakdownTypes.join(", ")}; the others are refused (422).`),
  ),
  aggregation_interval: z.preprocess(
    emptyAsAbsent,
    z
      .enum(usageAggregationIntervals)
      .default("day")
      .describe(
        "UTC calendar buckets (weeks start on Monday); cumulative is one bucket for the whole window.",
      ),
  ),
  aggregation_bucket_size: z.preprocess(
    emptyAsAbsent,
    z.coerce
      .number()
      .int()
      .min(1)
      .optional()
      .describe("Bucket size in seconds (aligned to the Unix epoch); overrides aggregation_interval."),
  ),
  metric: z.preprocess(
    emptyAsAbsent,
    z
      .enum(usageMetrics)
      .default("credits")
      .describe("Chorus measures credits only; the others are refused (422)."),
  ),
});
export type UsageStatsQuery = z.infer<typeof UsageStatsQuerySchema>;

/**
 * `UsageCharactersResponseModel`: the time axis (each bucket's start in milliseconds; the first is
 * the window's start when the window starts inside a bucket) and one series per breakdown key.
 */
export const UsageCharactersResponseSchema = z
  .object({
    time: z.array(z.number().int()),
    usage: z.record(z.string(), z.array(z.number())),
  })
  .meta({ id: "UsageCharactersResponseModel" });
export type UsageCharactersResponse = z.infer<typeof UsageCharactersResponseSchema>;
