#!/usr/bin/env node
// `npm run dev`: the API with restart-on-change (tsx watch) on PORT (default 3000) and the web app
// with hot reload on Vite's dev server (http://localhost:5173), which proxies API calls to the API.
import { spawn } from "node:child_process";

const children = [
  spawn(process.execPath, ["--import", "tsx", "--watch", "apps/server/src/main.ts"], {
    stdio: "inherit",
    env: { ...process.env, SERVE_WEB: "false" },
  }),
  spawn("npm", ["run", "dev", "-w", "@chorus/web"], { stdio: "inherit" }),
];
const stop = () => {
  for (const child of children) child.kill("SIGTERM");
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const child of children) child.on("exit", (code) => code && code !== 0 && stop());
