import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

// A first start on the embedded database used to run PGlite's initdb and every migration: about 5 s of
// WebAssembly on an idle 2-core machine, three quarters of the whole start. The server build
// (scripts/build-server.mjs) does that once and keeps the resulting, empty and migrated data folder;
// a first start copies it into DATA_DIR (a few hundred milliseconds) and then applies any migration
// newer than the image, as every start does.

/** Where the build keeps the image: beside the built server (apps/server/dist), found from this source file. */
export const firstStartImageFolder = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "..",
  "..",
  "dist",
  "pglite-first-start",
);
const imageManifest = "chorus-image.json";

/** The installed PGlite's version: a data folder written by another version is not used. */
export function installedPgliteVersion(): string {
  let folder = path.dirname(fileURLToPath(import.meta.resolve("@electric-sql/pglite")));
  for (;;) {
    const manifest = path.join(folder, "package.json");
    if (fs.existsSync(manifest)) {
      const { name, version } = JSON.parse(fs.readFileSync(manifest, "utf8")) as {
        name?: string;
        version: string;
      };
      if (name === "@electric-sql/pglite") return version;
    }
    if (path.dirname(folder) === folder)
      throw new Error("the installed @electric-sql/pglite has no package.json");
    folder = path.dirname(folder);
  }
}

/** Marks a data folder the build just wrote as the image for the installed PGlite. */
export function writeImageManifest(image: string): void {
  fs.writeFileSync(path.join(image, imageManifest), JSON.stringify({ pglite: installedPgliteVersion() }));
}

/**
 * Copies the build's migrated, empty database into `DATA_DIR/pglite` when that folder does not exist yet
 * and an image for the installed PGlite is there. Resolves whether it did; otherwise PGlite creates the
 * cluster itself, as before. Copied under a temporary name and renamed, so a start interrupted mid-copy
 * leaves no half database behind. The copy (about 1,200 files) runs on libuv's threads, so main.ts starts
 * it before loading the rest of the server and the two overlap.
 */
export async function seedFirstStartDatabase(
  dataDir: string,
  image = firstStartImageFolder,
): Promise<boolean> {
  const target = path.join(dataDir, "pglite");
  if (fs.existsSync(target)) return false;
  let manifest: { pglite?: string };
  try {
    manifest = JSON.parse(fs.readFileSync(path.join(image, imageManifest), "utf8"));
  } catch {
    return false;
  }
  if (manifest.pglite !== installedPgliteVersion()) return false;
  fs.mkdirSync(dataDir, { recursive: true });
  const temporary = `${target}.seeding-${process.pid}`;
  await fs.promises.rm(temporary, { recursive: true, force: true });
  await fs.promises.cp(image, temporary, {
    recursive: true,
    filter: (source) => path.basename(source) !== imageManifest,
  });
  await fs.promises.rename(temporary, target);
  return true;
}
