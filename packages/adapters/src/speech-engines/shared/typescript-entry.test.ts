import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { workerThreadSource } from "./typescript-entry.ts";

describe("how a TypeScript worker entry starts", () => {
  it("compiles an entry that imports only packages, once, to plain JavaScript it starts directly", () => {
    const entry = new URL("../../db/pglite-worker/pglite-worker-entry.ts", import.meta.url);
    const started = workerThreadSource(entry);
    expect(started.eval).toBe(false);
    expect(started.source).toMatch(
      /node_modules\/\.cache\/chorus-worker-entries\/pglite-worker-entry-\w+\.mjs$/,
    );
    const code = fs.readFileSync(started.source, "utf8");
    expect(code).toContain('from "@electric-sql/pglite"');
    expect(code).not.toMatch(/pglite-worker-protocol/);
    expect(workerThreadSource(entry)).toEqual(started);
  });

  it("starts an entry that imports other source files through tsx", () => {
    const started = workerThreadSource(new URL("../espeak/espeak-worker.ts", import.meta.url));
    expect(started.eval).toBe(true);
    expect(started.source).toContain("tsImport");
  });
});
