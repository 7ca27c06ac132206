#!/usr/bin/env node
// `npm start`: the one command that brings Chorus up on the embedded default.
// Installs dependencies, builds the web app and the server (plain JavaScript, scripts/build-server.mjs)
// when they are missing or stale, then runs the built server in this same process: no compiler at run
// time and no wrapper process waiting on a child. (npm itself stays as this process's parent while it
// runs, about 60 MB; `node scripts/start.mjs` or `node apps/server/dist/main.js` starts without it.)
// package.json runs it with `--max-semi-space-size=4`: a smaller young generation keeps an idle server
// about 27 MB smaller (add the flag when starting without npm).
// The server creates DATA_DIR, applies migrations, and serves the API and the web app on PORT.
// Extra arguments go to the server, e.g. `npm start -- --role api`.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { pathToFileURL } from "node:url";
import {
  dependenciesMissingOrStale,
  root,
  serverBuildIsStale,
  serverBuildStamp,
  webBuildIsStale,
} from "./build-freshness.mjs";
import { requirePromisedNode } from "./node-version.mjs";

requirePromisedNode();

const run = (command, args) => {
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", shell: false });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

if (dependenciesMissingOrStale()) {
  console.log("chorus: installing dependencies…");
  run("npm", ["install", "--no-audit", "--no-fund"]);
}
if (webBuildIsStale()) {
  console.log("chorus: building the web app…");
  run("npm", ["run", "build", "-w", "@chorus/web"]);
}
if (serverBuildIsStale()) {
  console.log("chorus: building the server…");
  run(process.execPath, [path.join(root, "scripts", "build-server.mjs")]);
}

// The server reads relative paths (the web app's build) from the repository's root, as before.
process.chdir(root);
await import(pathToFileURL(path.join(path.dirname(serverBuildStamp), "main.js")).href);
