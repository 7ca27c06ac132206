#!/usr/bin/env node
// `npm start`: the one command that brings Chorus up on the embedded default.
// Installs dependencies and builds the web app when they are missing or stale, then starts the
// server (which creates DATA_DIR, applies migrations, and serves the API and the web app on PORT).
// Extra arguments go to the server, e.g. `npm start -- --role api`.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const run = (command, args) => {
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", shell: false });
  if (result.status !== 0) process.exit(result.status ?? 1);
};
const mtime = (file) => (fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0);

function newestIn(dir) {
  let newest = 0;
  if (!fs.existsSync(dir)) return newest;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestIn(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

const installMarker = path.join(root, "node_modules", ".package-lock.json");
if (!fs.existsSync(installMarker) || mtime(path.join(root, "package-lock.json")) > mtime(installMarker)) {
  console.log("chorus: installing dependencies…");
  run("npm", ["install", "--no-audit", "--no-fund"]);
}

const webIndex = path.join(root, "apps", "web", "dist", "index.html");
const webSources = Math.max(
  newestIn(path.join(root, "apps", "web", "src")),
  newestIn(path.join(root, "packages", "contract", "src")),
);
if (!fs.existsSync(webIndex) || webSources > mtime(webIndex)) {
  console.log("chorus: building the web app…");
  run("npm", ["run", "build", "-w", "@chorus/web"]);
}

const server = spawnSync(
  process.execPath,
  ["--import", "tsx", path.join(root, "apps", "server", "src", "main.ts"), ...process.argv.slice(2)],
  { cwd: root, stdio: "inherit", env: process.env },
);
process.exit(server.status ?? 1);
