import { getUsage } from "@chorus/contract";
import { getUsageStats } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";

/** The verb answers the wire shape itself (`{time, usage}`), so no presenter is needed. */
export const getUsageRoute = bindOperation(getUsage, async ({ ctx, query }) =>
  getUsageStats(ctx, {
    startMs: query.start_unix,
    endMs: query.end_unix,
    breakdown: query.breakdown_type,
    interval: query.aggregation_interval,
    bucketSizeSeconds: query.aggregation_bucket_size,
    metric: query.metric,
  }),
);
