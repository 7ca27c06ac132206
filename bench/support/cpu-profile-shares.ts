import fs from "node:fs";
import path from "node:path";

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
}

interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** Where a sampled function belongs: a package, the engine's own work, or Chorus's source. */
function bucketOf(frame: ProfileNode["callFrame"]): string {
  const { url, functionName } = frame;
  if (!url) {
    if (functionName.startsWith("(")) return functionName; // (idle), (garbage collector), (program)
    if (functionName.startsWith("$") || /^js-to-wasm|^wasm-to-js/.test(functionName)) return "wasm";
    return "(native)";
  }
  if (url.startsWith("wasm://")) return "wasm";
  const packageMatch = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (packageMatch) return packageMatch[1]!;
  if (url.startsWith("node:")) return "node internals";
  if (url.includes("/packages/") || url.includes("/apps/")) return "chorus source";
  return "other";
}

/** The buckets that are the database: PGlite (its JS and WASM), the pg driver, and Drizzle. */
const databaseBuckets = new Set([
  "wasm",
  "@electric-sql/pglite",
  "pg",
  "pg-protocol",
  "pg-pool",
  "pg-types",
  "postgres-array",
  "postgres-date",
  "drizzle-orm",
]);

export interface ProfileShares {
  /** Milliseconds the thread was busy (not idle) during the profile. */
  busyMs: number;
  /** Share of busy time in each bucket, largest first. */
  shares: { bucket: string; share: number }[];
  /** Share of busy time in the database buckets. */
  databaseShare: number;
}

/** Microseconds of the monotonic clock V8's profiler stamps samples with (`process.hrtime` reads the same clock). */
export function monotonicMicros(): number {
  return Number(process.hrtime.bigint() / 1000n);
}

/**
 * Self time per bucket of one `--cpu-prof` profile, as shares of the time the thread was not
 * idle, counting only the samples taken within `window` (monotonic microseconds, see above), so
 * start-up and shutdown do not count.
 */
export function profileShares(file: string, window: { from: number; to: number }): ProfileShares {
  const profile = JSON.parse(fs.readFileSync(file, "utf8")) as CpuProfile;
  const bucketById = new Map(profile.nodes.map((node) => [node.id, bucketOf(node.callFrame)]));
  const totals = new Map<string, number>();
  let at = profile.startTime;
  profile.samples.forEach((id, index) => {
    const delta = profile.timeDeltas[index] ?? 0;
    at += delta;
    if (at < window.from || at > window.to) return;
    const bucket = bucketById.get(id) ?? "other";
    totals.set(bucket, (totals.get(bucket) ?? 0) + delta);
  });
  totals.delete("(idle)");
  const busy = [...totals.values()].reduce((sum, value) => sum + value, 0);
  const shares = [...totals.entries()]
    .map(([bucket, micros]) => ({ bucket, share: micros / busy }))
    .sort((a, b) => b.share - a.share);
  const databaseShare = shares
    .filter((entry) => databaseBuckets.has(entry.bucket))
    .reduce((sum, entry) => sum + entry.share, 0);
  return { busyMs: busy / 1000, shares, databaseShare };
}

/** The main thread's profile among those `--cpu-prof-dir` collected (thread id 0 in the file name). */
export function mainThreadProfile(folder: string): string | undefined {
  const file = fs.readdirSync(folder).find((name) => /^CPU\.\d+\.\d+\.\d+\.0\.\d+\.cpuprofile$/.test(name));
  return file ? path.join(folder, file) : undefined;
}
