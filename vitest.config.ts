import { defineConfig } from "vitest/config";
import { RunFirstSequencer } from "./packages/testing/src/run-first-sequencer.ts";

/**
 * Three tiers (see ARCHITECTURE.md):
 * - unit: pure logic next to the code, no database;
 * - integration: the real server in-process on PGlite and on PostgreSQL (apps/server/test);
 * - e2e: the built app in headless Chromium, and the official ElevenLabs SDK over a real socket.
 *
 * `isolate: false`: the files of one worker share one module graph instead of importing the server
 * (Fastify, Drizzle, the contract, the engines) again per file, which was over half of the suite's
 * CPU time. Safe because no test mocks modules, stubs globals or keeps state between files: each
 * file works in accounts of its own, on the worker's shared test server or one of its own
 * (packages/testing/src/test-server.ts).
 *
 * `maxWorkers: 2`: Vitest's default is one worker fewer than the cores, which is a single worker on
 * the 2-core machines CI runs on; most files wait on engines, ffmpeg, Chromium or a database, so two
 * workers (each with its own server, Chorus process or browser) finish in about two thirds the time.
 */
export default defineConfig({
  test: {
    maxWorkers: 2,
    // Files marked `@run-first` (ones that mostly wait) start first, so their wait overlaps other work.
    sequence: { sequencer: RunFirstSequencer },
    projects: [
      {
        test: {
          name: "unit",
          include: [
            "packages/*/src/**/*.test.ts",
            "apps/server/src/**/*.test.ts",
            "apps/web/src/**/*.test.ts",
            "apps/widget/src/**/*.test.ts",
          ],
          environment: "node",
          isolate: false,
          // A timeout guards against hangs, not speed (speed lives in bench/): CPU-bound property and engine tests
          // that take 1–4 s idle passed Vitest's 5 s default only on an idle machine.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: "integration",
          include: ["apps/server/test/**/*.test.ts"],
          environment: "node",
          // The crash tests start real Chorus processes, which run the built server; the setup also drops
          // the databases of the test servers the files of a worker share (test-server.ts).
          globalSetup: ["packages/testing/src/integration-setup.ts"],
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: "e2e",
          include: ["e2e/**/*.test.ts"],
          environment: "node",
          // The suites that need nothing special share one Chorus process (packages/testing/src/shared-chorus.ts).
          globalSetup: [
            "packages/testing/src/build-server.ts",
            "packages/testing/src/shared-chorus-setup.ts",
          ],
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 180_000,
          // A page answers what the server does; with two files at once on two cores that can take
          // longer than `expect.poll`'s default second.
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
