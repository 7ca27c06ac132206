// How long starting a child process holds the main thread's event loop, from the main thread (Node's
// `spawn`) and from the process host thread (`spawnOffThread`, adapters/child-processes), at the
// resident memory of an idle server (about 400 MB) and of a test process (about 1.2 GB). A fork copies
// the parent's memory map while the forking thread waits, so the cost grows with the process.
// Run: npx tsx bench/spawn-blocking.bench.ts   (BENCH_SPAWNS=20 per variant and size)
import { spawn } from "node:child_process";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { spawnOffThread } from "../packages/adapters/src/child-processes/spawn-off-thread.ts";
import { machineLine, percentile } from "./support/speech-bench-server.ts";

const spawns = Number(process.env.BENCH_SPAWNS ?? 20);
const ballast: Buffer[] = [];
const residentMb = () => Math.round(process.memoryUsage().rss / 1e6);

/** Grows the process to about `mb` MB resident, with touched pages, as a busy heap would be. */
function growTo(mb: number) {
  while (residentMb() < mb) ballast.push(Buffer.alloc(16 * 1024 * 1024, 1));
}

type Start = () => { once(event: "close", listener: () => void): unknown };
const variants: [string, Start][] = [
  ["main thread (spawn)", () => spawn("true", [], { stdio: "ignore" })],
  [
    "process host (spawnOffThread)",
    () => spawnOffThread("true", [], { stdio: ["ignore", "ignore", "ignore"] }),
  ],
];

/** The longest the loop was held while each start ran: the median and the worst over `spawns` starts. */
async function measure(start: Start) {
  const holds: number[] = [];
  for (let index = 0; index < spawns; index++) {
    const delay = monitorEventLoopDelay({ resolution: 1 });
    delay.enable();
    await new Promise((resolve) => setTimeout(resolve, 5));
    await new Promise<void>((resolve) => start().once("close", () => resolve()));
    await new Promise((resolve) => setTimeout(resolve, 5));
    delay.disable();
    holds.push(delay.max / 1e6);
  }
  return { median: percentile(holds, 50), worst: Math.max(...holds) };
}

console.log(machineLine("none"));
// Warm both paths (the host thread starts on first use).
for (const [, start] of variants)
  await new Promise<void>((resolve) => start().once("close", () => resolve()));
console.log("| resident | variant | loop held per start, median | worst |");
console.log("|---|---|---|---|");
for (const mb of [400, 1200]) {
  growTo(mb);
  for (const [name, start] of variants) {
    const { median, worst } = await measure(start);
    console.log(`| ${residentMb()} MB | ${name} | ${median.toFixed(1)} ms | ${worst.toFixed(1)} ms |`);
  }
}
process.exit(0);
