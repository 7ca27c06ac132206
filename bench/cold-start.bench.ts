// Cold start and idle memory of the real server process, on fresh data: an empty DATA_DIR (PGlite) or a new,
// empty PostgreSQL database, N times each, the variants interleaved round by round so a busy machine
// slows them alike. For each start: milliseconds from spawning `node` to the first answered
// `GET /v1/models` (with the bootstrap owner's API key, so the database and authentication answer too),
// and the CPU time the process had used by then (all its threads: steadier than the clock on a shared
// machine). Then the resident memory (RSS) of every process of the server's tree once it is idle
// (engines warmed up), and again after a first speech request on each embedded engine.
//
// Run: npx tsx bench/cold-start.bench.ts   (needs PostgreSQL like the tests; the server build is made
// or refreshed first). BENCH_ROUNDS (default 5). BENCH_VARIANTS: built (default) and/or tsx (the sources
// through tsx, as `npm start` ran before the build). BENCH_BASELINE_ROOT=<another checkout> adds a
// `baseline` variant, interleaved with the others: that checkout's sources through tsx (e.g. a worktree of
// the commit before the build, to measure the old start in the same run).
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { premadeVoices } from "@chorus/domain";
import {
  createTestDatabase,
  type DatabaseKind,
  databaseKinds,
  ensureServerBuilt,
  serverStartFlags,
} from "@chorus/testing";

const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
type Variant = "built" | "tsx" | "baseline";
const root = path.resolve(import.meta.dirname, "..");
const baselineRoot = process.env.BENCH_BASELINE_ROOT;
const variants = [
  ...((process.env.BENCH_VARIANTS ?? "built").split(",") as Variant[]),
  ...(baselineRoot ? (["baseline"] as const) : []),
];
const apiKey = "sk_bench_cold_start_key_0123456789abcdef";
const clockTicks = 100; // USER_HZ on Linux

const command = (variant: Variant) =>
  variant === "built"
    ? [...serverStartFlags, "apps/server/dist/main.js"]
    : ["--import", "tsx", "apps/server/src/main.ts"];

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const address = server.address() as net.AddressInfo;
      server.close(() => resolve(address.port));
    });
  });
}

/** CPU milliseconds a process has used (user + system, every thread), from /proc. */
function cpuMs(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / clockTicks;
}

/** The process and all its descendants, with their RSS in MB and a short name. */
function processTree(pid: number): { pid: number; name: string; rssMb: number }[] {
  const children = new Map<number, number[]>();
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const parent = Number(fs.readFileSync(`/proc/${entry}/stat`, "utf8").split(") ")[1]!.split(" ")[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // gone meanwhile
    }
  }
  const tree: { pid: number; name: string; rssMb: number }[] = [];
  const visit = (id: number) => {
    try {
      const status = fs.readFileSync(`/proc/${id}/status`, "utf8");
      const rssKb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      const args = fs.readFileSync(`/proc/${id}/cmdline`, "utf8").split("\0").filter(Boolean);
      const name = path.basename(args.find((arg) => /\.(js|ts)$/.test(arg)) ?? args[0] ?? "?");
      tree.push({ pid: id, name, rssMb: rssKb / 1024 });
    } catch {
      return;
    }
    for (const child of children.get(id) ?? []) visit(child);
  };
  visit(pid);
  return tree;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until the tree used under 2% of a core for a whole second (warm-ups done), at most 60 s. */
async function settle(pid: number): Promise<void> {
  const deadline = Date.now() + 60_000;
  let last = processTree(pid).reduce((sum, p) => sum + cpuMs(p.pid), 0);
  while (Date.now() < deadline) {
    await sleep(1000);
    let now = 0;
    for (const p of processTree(pid)) {
      try {
        now += cpuMs(p.pid);
      } catch {
        // exited
      }
    }
    if (now - last < 20) return;
    last = now;
  }
}

const summary = (tree: { name: string; rssMb: number }[]) => {
  const byName = new Map<string, { count: number; mb: number }>();
  for (const p of tree) {
    const known = byName.get(p.name) ?? { count: 0, mb: 0 };
    byName.set(p.name, { count: known.count + 1, mb: known.mb + p.rssMb });
  }
  return [...byName]
    .map(([name, { count, mb }]) => `${count > 1 ? `${count} × ` : ""}${name} ${Math.round(mb)}`)
    .join(", ");
};

interface Start {
  firstAnswerMs: number;
  cpuMs: number;
  /** CPU the whole tree used from spawn until idle (start, warm-ups): what a test pays per process. */
  cpuToIdleMs: number;
  idleMb: number;
  idleMainMb: number;
  idleTree: string;
  afterSpeechMb: number;
  afterSpeechTree: string;
}

async function startOnce(variant: Variant, kind: DatabaseKind): Promise<Start> {
  const database = await createTestDatabase(kind);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "chorus-cold-start-"));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let child: ChildProcess | undefined;
  try {
    const started = performance.now();
    child = spawn(process.execPath, command(variant), {
      cwd: variant === "baseline" ? baselineRoot : root,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        LOG_LEVEL: "warn",
        CHORUS_ADMIN_EMAIL: "bench@example.com",
        CHORUS_ADMIN_PASSWORD: "bench-password-1",
        CHORUS_ADMIN_API_KEY: apiKey,
        ...(database.url ? { DATABASE_URL: database.url } : {}),
      },
      stdio: ["ignore", "ignore", "inherit"],
    });
    const pid = child.pid!;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
      const ok = await fetch(`${url}/v1/models`, { headers: { "xi-api-key": apiKey } }).then(
        (response) => response.ok,
        () => false,
      );
      if (ok) break;
      await sleep(10);
    }
    const firstAnswerMs = performance.now() - started;
    const cpu = cpuMs(pid);
    await settle(pid);
    const idle = processTree(pid);
    const cpuToIdleMs = idle.reduce((sum, p) => sum + cpuMs(p.pid), 0);
    for (const key of ["espeak-en-us-f", "flite-slt"]) {
      const voice = premadeVoices.find((candidate) => candidate.key === key)!;
      const response = await fetch(`${url}/v1/text-to-speech/${voice.voiceId}?output_format=mp3_44100_128`, {
        method: "POST",
        headers: { "xi-api-key": apiKey, "content-type": "application/json" },
        body: JSON.stringify({ text: "A first sentence, spoken once the server has settled." }),
      });
      if (!response.ok) throw new Error(`speech answered ${response.status}: ${await response.text()}`);
      await response.arrayBuffer();
    }
    await settle(pid);
    const afterSpeech = processTree(pid);
    const total = (tree: typeof idle) => tree.reduce((sum, p) => sum + p.rssMb, 0);
    return {
      firstAnswerMs,
      cpuMs: cpu,
      cpuToIdleMs,
      idleMb: total(idle),
      idleMainMb: idle[0]!.rssMb,
      idleTree: summary(idle),
      afterSpeechMb: total(afterSpeech),
      afterSpeechTree: summary(afterSpeech),
    };
  } finally {
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child!.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
    await database.drop();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

async function main() {
  if (variants.includes("built")) ensureServerBuilt();
  const cpus = os.cpus();
  console.log(
    `machine: ${cpus.length} × ${cpus[0]?.model}, ${Math.round(os.totalmem() / 2 ** 30)} GB, Node ${process.version}; load average at start ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(" ")}; ${rounds} rounds${baselineRoot ? `; baseline: ${baselineRoot}` : ""}`,
  );
  const results = new Map<string, Start[]>();
  for (let round = 0; round < rounds; round++) {
    for (const variant of variants) {
      for (const kind of databaseKinds) {
        const result = await startOnce(variant, kind);
        const key = `${variant} | ${kind}`;
        results.set(key, [...(results.get(key) ?? []), result]);
        console.log(
          `round ${round + 1} ${key}: first answer ${Math.round(result.firstAnswerMs)} ms (CPU ${Math.round(result.cpuMs)} ms, ${Math.round(result.cpuToIdleMs)} ms until idle); idle ${Math.round(result.idleMb)} MB (${result.idleTree}); after speech ${Math.round(result.afterSpeechMb)} MB (${result.afterSpeechTree})`,
        );
      }
    }
  }
  console.log(
    `load average at end ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(" ")}`,
  );
  console.log(
    "\n| start | database | first answer, median (min–max) | CPU to first answer | CPU until idle | RSS idle, all processes (main) | RSS after first speech |\n|---|---|---|---|---|---|---|",
  );
  for (const [key, starts] of results) {
    const answer = starts.map((s) => s.firstAnswerMs);
    console.log(
      `| ${key} | ${(median(answer) / 1000).toFixed(2)} s (${(Math.min(...answer) / 1000).toFixed(2)}–${(Math.max(...answer) / 1000).toFixed(2)}) | ${(median(starts.map((s) => s.cpuMs)) / 1000).toFixed(2)} s | ${(median(starts.map((s) => s.cpuToIdleMs)) / 1000).toFixed(2)} s | ${Math.round(median(starts.map((s) => s.idleMb)))} MB (${Math.round(median(starts.map((s) => s.idleMainMb)))}) | ${Math.round(median(starts.map((s) => s.afterSpeechMb)))} MB |`,
    );
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
