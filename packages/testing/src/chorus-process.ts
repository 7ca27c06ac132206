import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { relaxedAbuseLimitsEnv, testCaptchaDifficultyEnv } from "./abuse-limits.ts";
import { reproducibleSecretsEnv } from "./reproducible-secrets.ts";

export interface StartedChorus {
  url: string;
  dataDir: string;
  /** Everything the server printed so far (mail texts with their links are in it: the embedded mailer logs them). */
  output(): string;
  /** Stops and starts the process again on the same data folder and port (after `crash`: starts it). */
  restart(): Promise<void>;
  /** Kills the process as a crash would (`kill -9`): nothing of its own shutdown runs. */
  crash(): Promise<void>;
  stop(): Promise<void>;
}

const repoRoot = path.resolve(import.meta.dirname, "..", "..", "..");

let serverBuilt = false;

/**
 * The flags `npm start` gives node (package.json's start script), so tests and benches run the server as
 * people do: young-generation halves of 4 MB instead of V8's 16 keep an idle server about 27 MB smaller,
 * with `GET /v1/user` throughput within the noise (5,189–5,585 against 5,334–5,914 req/s, 10 connections).
 */
export const serverStartFlags = ["--max-semi-space-size=4"];

/**
 * Chorus processes run the built server, as `npm start` does (scripts/build-server.mjs): it starts in
 * a fraction of the time tsx takes to compile the sources. Rebuilt here when a source changed since the
 * last build, so a test never runs yesterday's code (the test projects' global setup, build-server.ts,
 * does it once before any worker starts; this covers benches and single files run by hand).
 */
export function ensureServerBuilt(): void {
  if (serverBuilt) return;
  const build = spawnSync(process.execPath, ["scripts/build-server.mjs", "--if-stale"], {
    cwd: repoRoot,
    stdio: ["ignore", "inherit", "inherit"],
  });
  if (build.status !== 0) throw new Error("scripts/build-server.mjs failed");
  serverBuilt = true;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

async function waitUntilHealthy(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Chorus exited early:\n${output()}`);
    try {
      if ((await fetch(`${url}/health`)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`Chorus did not start in time:\n${output()}`);
    // Polled often: a start takes seconds, and every test file waits for one.
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function stopChild(child: ChildProcess, signal: NodeJS.Signals = "SIGTERM"): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill(signal);
  await exited;
}

/**
 * Starts Chorus as a person would (the server entry point in its own process, a new data folder,
 * the embedded database unless DATABASE_URL is given) and waits until it answers. The web app is
 * served when it has been built (apps/web/dist). The data folder starts empty, exactly as a first
 * `npm start`: the embedded database is copied from the build's migrated image
 * (apps/server/src/start/first-start-database.ts). Rate limits are relaxed and the captcha's
 * proof-of-work is tiny (@chorus/testing's abuse-limits.ts): the suites sign up and in many times
 * from 127.0.0.1; `env` may set them back.
 */
export async function startChorusProcess(
  env: Record<string, string> = {},
  options: {
    /** Flags for node itself (benchmarks profile the server with `--cpu-prof`). */
    nodeArgs?: string[];
    /** Called with everything the server prints, as it prints it (the shared test process keeps it in a file). */
    onOutput?: (chunk: string) => void;
  } = {},
): Promise<StartedChorus> {
  ensureServerBuilt();
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "chorus-e2e-"));
  const url = `http://127.0.0.1:${port}`;
  let output = "";
  const launch = () => {
    const child = spawn(
      process.execPath,
      [...serverStartFlags, ...(options.nodeArgs ?? []), "apps/server/dist/main.js"],
      {
        cwd: repoRoot,
        env: {
          ...process.env,
          PORT: String(port),
          HOST: "127.0.0.1",
          DATA_DIR: dataDir,
          PUBLIC_URL: url,
          LOG_LEVEL: "info",
          ...reproducibleSecretsEnv,
          ...relaxedAbuseLimitsEnv,
          ...testCaptchaDifficultyEnv,
          ...env,
        },
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    const capture = (chunk: Buffer) => {
      output += chunk;
      options.onOutput?.(chunk.toString());
    };
    child.stdout?.on("data", capture);
    child.stderr?.on("data", capture);
    return child;
  };
  let child = launch();
  await waitUntilHealthy(url, child, () => output);
  return {
    url,
    dataDir,
    output: () => output,
    async restart() {
      await stopChild(child);
      child = launch();
      await waitUntilHealthy(url, child, () => output);
    },
    async crash() {
      await stopChild(child, "SIGKILL");
    },
    async stop() {
      await stopChild(child);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
