import fs from "node:fs";
import path from "node:path";
import { openDatabase } from "@chorus/adapters/db";
import { writeImageManifest } from "./first-start-database.ts";

/**
 * Build step (scripts/build-server.mjs runs the built copy of this file): writes an empty, migrated
 * PGlite data folder to the path given, for first starts to copy (first-start-database.ts).
 */
async function main(): Promise<void> {
  const target = process.argv[2];
  if (!target) throw new Error("usage: write-first-start-image <folder>");
  const work = fs.mkdtempSync(`${target}.work-`);
  try {
    const database = await openDatabase({ dataDir: work });
    await database.close();
    fs.rmSync(target, { recursive: true, force: true });
    fs.renameSync(path.join(work, "pglite"), target);
    // initdb's 128 MB of shared buffers are all touched by PGlite (WebAssembly memory): 137 MB of the
    // idle server's resident memory. PGlite serves one connection, and what its buffers miss is read
    // from the operating system's file cache, so 16 MB hold a self-hosted deployment's hot rows.
    fs.appendFileSync(path.join(target, "postgresql.auto.conf"), "shared_buffers = '16MB'\n");
    writeImageManifest(target);
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

await main();
