// Whether a build is older than what it is built from, by modification times: `npm start` (start.mjs),
// the test command (verify.mjs) and the test harness rebuild only what is stale.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

export const mtime = (file) => (fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0);

/** The newest modification time of a file, or of any file under a folder (0 when it does not exist). */
export function newestIn(folder) {
  if (!fs.existsSync(folder)) return 0;
  if (!fs.statSync(folder).isDirectory()) return mtime(folder);
  let newest = 0;
  for (const entry of fs.readdirSync(folder, { withFileTypes: true, recursive: true })) {
    if (entry.isFile())
      newest = Math.max(newest, fs.statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

/** What `npm install` last wrote; newer than a build means the dependencies changed under it. */
const installMarker = path.join(root, "node_modules", ".package-lock.json");

export const dependenciesMissingOrStale = () =>
  !fs.existsSync(installMarker) || mtime(path.join(root, "package-lock.json")) > mtime(installMarker);

export const webIndex = path.join(root, "apps", "web", "dist", "index.html");

export function webBuildIsStale() {
  const sources = Math.max(
    newestIn(path.join(root, "apps", "web", "src")),
    newestIn(path.join(root, "packages", "contract", "src")),
  );
  return !fs.existsSync(webIndex) || sources > mtime(webIndex);
}

/** Written last by scripts/build-server.mjs: its time is the build's. */
export const serverBuildStamp = path.join(root, "apps", "server", "dist", "build.json");

/** The TypeScript compiled into the server: its own and the workspace packages' it imports. */
export const serverSourceFolders = () => [
  path.join(root, "apps", "server", "src"),
  ...fs
    .readdirSync(path.join(root, "packages"))
    .filter((name) => name !== "testing")
    .map((name) => path.join(root, "packages", name, "src")),
];

/** Everything the server build reads: the sources (the widget's too), the installed dependencies, the build scripts. */
export const serverBuildInputs = () => [
  ...serverSourceFolders(),
  path.join(root, "apps", "widget", "src"),
  installMarker,
  path.join(root, "scripts", "build-server.mjs"),
  path.join(root, "scripts", "build-widget.mjs"),
];

export function serverBuildIsStale() {
  const stamp = mtime(serverBuildStamp);
  if (stamp === 0) return true;
  return serverBuildInputs().some((input) => newestIn(input) > stamp);
}
