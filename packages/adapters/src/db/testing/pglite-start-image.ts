import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { migratedPgliteImage } from "../open-database.ts";

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, "..", "..", "..", "..", "..");
const migrationsFolder = path.resolve(here, "..", "migrations");
const cacheFolder = path.join(repoRoot, ".tmp", "pglite-start-images");

/** Names the image after every migration file's bytes, so a changed or new migration builds a new one. */
function migrationsFingerprint(): string {
  const hash = createHash("sha256");
  const walk = (folder: string) => {
    for (const entry of fs
      .readdirSync(folder, { withFileTypes: true })
      .sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else hash.update(entry.name).update(fs.readFileSync(full));
    }
  };
  walk(migrationsFolder);
  return hash.digest("hex").slice(0, 16);
}

let image: Promise<Blob> | undefined;

/**
 * A migrated, empty PGlite database as a data-directory dump, for test servers to start from.
 * Creating a PGlite cluster runs initdb, which costs several seconds per suite on two cores; loading
 * a dump skips it. Built once per migration set and kept in `.tmp/` (written to a temporary name
 * and renamed, so parallel test workers never read a half-written image).
 */
export function pgliteStartImage(): Promise<Blob> {
  image ??= loadOrBuild();
  return image;
}

async function loadOrBuild(): Promise<Blob> {
  const file = path.join(cacheFolder, `${migrationsFingerprint()}.tar`);
  if (fs.existsSync(file)) return new Blob([fs.readFileSync(file)]);
  const bytes = new Uint8Array(await (await migratedPgliteImage()).arrayBuffer());
  fs.mkdirSync(cacheFolder, { recursive: true });
  const temporary = `${file}.${process.pid}.${Date.now()}`;
  fs.writeFileSync(temporary, bytes);
  fs.renameSync(temporary, file);
  return new Blob([bytes]);
}
