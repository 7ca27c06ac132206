// The Node.js version Chorus promises (package.json's `engines.node`, ">=MAJOR.MINOR") and a check of the running
// one, so `npm start` on an older Node stops with one clear line instead of failing later in a dependency.
// Plain JavaScript without dependencies: it runs before `npm install` on a fresh clone.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const packageFile = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "package.json");

/** [major, minor] of the oldest Node.js the project supports. */
export function promisedNodeVersion() {
  const range = JSON.parse(fs.readFileSync(packageFile, "utf8")).engines.node;
  const match = /^>=\s*(\d+)\.(\d+)/.exec(range);
  if (!match) throw new Error(`package.json engines.node should read ">=MAJOR.MINOR", not "${range}"`);
  return [Number(match[1]), Number(match[2])];
}

/** Exits with a short explanation when this Node.js is older than the promise. */
export function requirePromisedNode(version = process.versions.node) {
  const [major, minor] = version.split(".").map(Number);
  const [needMajor, needMinor] = promisedNodeVersion();
  if (major > needMajor || (major === needMajor && minor >= needMinor)) return;
  console.error(
    `chorus: Node.js ${needMajor}.${needMinor} or newer is needed; this is ${version}. Install a newer Node.js and run npm start again.`,
  );
  process.exit(1);
}
