#!/usr/bin/env node
// The agent widget's embed (apps/widget): one browser script, `embed.js`, that defines the
// <chorus-convai> element and bundles the official agents client (@elevenlabs/client), plus the
// client's two audio worklets, which the widget loads from Chorus rather than from blob: URLs (a
// page's CSP then needs nothing but Chorus's origin). scripts/build-server.mjs calls it to write
// apps/server/dist/widget/, which the server serves at /convai-widget/; run alone
// (`npm run build -w @chorus/widget`) it writes apps/widget/dist/.
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import * as esbuild from "esbuild";
import { root } from "./build-freshness.mjs";

export const widgetSource = path.join(root, "apps", "widget", "src");

/** The worklets the widget names (start-conversation.ts), from the client's own `worklets/` folder. */
const worklets = ["rawAudioProcessor.js", "audioConcatProcessor.js"];
const clientFolder = path.dirname(
  path.dirname(createRequire(path.join(widgetSource, "embed.ts")).resolve("@elevenlabs/client")),
);

/** Writes `embed.js` and `worklets/` into `outdir`. */
export async function buildWidget(outdir) {
  await esbuild.build({
    entryPoints: { embed: path.join(widgetSource, "embed.ts") },
    outdir,
    bundle: true,
    minify: true,
    format: "iife",
    platform: "browser",
    target: ["es2020", "chrome100", "firefox100", "safari15"],
    legalComments: "eof",
    logLevel: "warning",
    plugins: [
      {
        // WebRTC sessions are never started (Chorus has no LiveKit): LiveKit is 90% of the client's size.
        name: "no-livekit",
        setup(build) {
          build.onResolve({ filter: /^livekit-client$/ }, () => ({
            path: path.join(widgetSource, "livekit-stub.ts"),
          }));
        },
      },
    ],
  });
  fs.mkdirSync(path.join(outdir, "worklets"), { recursive: true });
  for (const name of worklets)
    fs.copyFileSync(path.join(clientFolder, "worklets", name), path.join(outdir, "worklets", name));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const outdir = path.join(root, "apps", "widget", "dist");
  await buildWidget(outdir);
  console.log(`widget built into ${path.relative(root, outdir)}`);
}
