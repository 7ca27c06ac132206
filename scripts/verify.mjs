#!/usr/bin/env node
// `npm test`: the whole suite, in the order a failure is cheapest to find:
// lint + format, typecheck, contract drift, server build, unit tests, integration tests (PGlite and PostgreSQL),
// web build, end-to-end tests (headless Chromium and the official SDK). Ends with one summary line.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const bin = (name) => path.join(root, "node_modules", ".bin", name);
const reports = path.join(root, ".tmp", "test-reports");
fs.rmSync(reports, { recursive: true, force: true });
fs.mkdirSync(reports, { recursive: true });

const steps = [
  ["lint and format", bin("biome"), ["check", "."]],
  ["typecheck (server and packages)", bin("tsc"), ["-p", "tsconfig.json", "--noEmit"]],
  ["typecheck (web)", bin("tsc"), ["-p", "apps/web/tsconfig.json", "--noEmit"]],
  ["typecheck (widget)", bin("tsc"), ["-p", "apps/widget/tsconfig.json", "--noEmit"]],
  ["contract drift", bin("tsx"), ["scripts/generate-openapi.ts", "--check"]],
  // What `npm start` runs; the crash and end-to-end tests start it as real processes.
  ["server build", process.execPath, ["scripts/build-server.mjs", "--if-stale"]],
  [
    "unit tests",
    bin("vitest"),
    [
      "run",
      "--project",
      "unit",
      "--passWithNoTests",
      "--reporter=default",
      "--reporter=json",
      `--outputFile=${reports}/unit.json`,
    ],
  ],
  [
    "integration tests",
    bin("vitest"),
    [
      "run",
      "--project",
      "integration",
      "--reporter=default",
      "--reporter=json",
      `--outputFile=${reports}/integration.json`,
    ],
  ],
  ["web build", "npm", ["run", "build", "-w", "@chorus/web"]],
  [
    "end-to-end tests",
    bin("vitest"),
    ["run", "--project", "e2e", "--reporter=default", "--reporter=json", `--outputFile=${reports}/e2e.json`],
  ],
];

let failedStep;
for (const [name, command, args] of steps) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit" });
  console.log(
    `--- ${name}: ${result.status === 0 ? "ok" : "FAILED"} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  if (result.status !== 0) {
    failedStep = name;
    break;
  }
}

let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of fs.readdirSync(reports)) {
  const report = JSON.parse(fs.readFileSync(path.join(reports, file), "utf8"));
  passed += report.numPassedTests ?? 0;
  failed += report.numFailedTests ?? 0;
  skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
}
if (failedStep) console.error(`\nverify: stopped at "${failedStep}"`);
console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failedStep || failed > 0 ? 1 : 0);
