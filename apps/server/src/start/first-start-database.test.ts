import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { installedPgliteVersion, seedFirstStartDatabase } from "./first-start-database.ts";

describe("the first start's embedded database", () => {
  let work: string;
  let image: string;
  let dataDir: string;
  beforeEach(() => {
    work = fs.mkdtempSync(path.join(os.tmpdir(), "chorus-first-start-"));
    image = path.join(work, "image");
    dataDir = path.join(work, "data");
    fs.mkdirSync(path.join(image, "base"), { recursive: true });
    fs.writeFileSync(path.join(image, "PG_VERSION"), "17\n");
    fs.writeFileSync(path.join(image, "base", "1"), "table bytes");
  });
  afterEach(() => fs.rmSync(work, { recursive: true, force: true }));
  const writeManifest = (pglite: string) =>
    fs.writeFileSync(path.join(image, "chorus-image.json"), JSON.stringify({ pglite }));

  it("is a copy of the build's image, without the image's manifest", async () => {
    writeManifest(installedPgliteVersion());
    expect(await seedFirstStartDatabase(dataDir, image)).toBe(true);
    expect(fs.readFileSync(path.join(dataDir, "pglite", "base", "1"), "utf8")).toBe("table bytes");
    expect(fs.existsSync(path.join(dataDir, "pglite", "chorus-image.json"))).toBe(false);
    expect(fs.readdirSync(dataDir)).toEqual(["pglite"]);
  });

  it("never replaces a database that exists", async () => {
    writeManifest(installedPgliteVersion());
    fs.mkdirSync(path.join(dataDir, "pglite"), { recursive: true });
    fs.writeFileSync(path.join(dataDir, "pglite", "PG_VERSION"), "mine");
    expect(await seedFirstStartDatabase(dataDir, image)).toBe(false);
    expect(fs.readFileSync(path.join(dataDir, "pglite", "PG_VERSION"), "utf8")).toBe("mine");
  });

  it("is left to PGlite when the image was written by another PGlite version, or there is none", async () => {
    writeManifest("0.0.1");
    expect(await seedFirstStartDatabase(dataDir, image)).toBe(false);
    expect(await seedFirstStartDatabase(dataDir, path.join(work, "no-image"))).toBe(false);
    expect(fs.existsSync(path.join(dataDir, "pglite"))).toBe(false);
  });
});
