import fs from "node:fs";
import path from "node:path";
import semver from "semver";
import { describe, expect, it } from "vitest";
import { promisedNodeVersion } from "../../../scripts/node-version.mjs";

const root = path.resolve(import.meta.dirname, "../../..");

/** Every installed package's package.json, nested node_modules included. */
function* installedPackages(
  folder: string,
): Generator<{ name: string; version: string; engines?: { node?: string } }> {
  if (!fs.existsSync(folder)) return;
  for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name.startsWith(".")) continue;
    const location = path.join(folder, entry.name);
    if (entry.name.startsWith("@")) {
      yield* installedPackages(location);
      continue;
    }
    const manifest = path.join(location, "package.json");
    if (fs.existsSync(manifest)) yield JSON.parse(fs.readFileSync(manifest, "utf8"));
    yield* installedPackages(path.join(location, "node_modules"));
  }
}

describe("dependencies", () => {
  it("all run on the oldest Node.js the README promises (npm warns EBADENGINE otherwise)", () => {
    const [major, minor] = promisedNodeVersion();
    const oldest = `${major}.${minor}.0`;
    const refusing = [...installedPackages(path.join(root, "node_modules"))]
      .filter((pkg) => pkg.engines?.node && semver.validRange(pkg.engines.node))
      .filter((pkg) => !semver.satisfies(oldest, pkg.engines!.node!))
      .map((pkg) => `${pkg.name}@${pkg.version} needs node ${pkg.engines!.node}`);
    expect(refusing).toEqual([]);
  });
});
