import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import { fileURLToPath } from "node:url";

/**
 * Where scripts/build-server.mjs writes the embed and its worklets (the server build's widget/
 * folder). Both the built server and the sources (tests, `npm run dev`) find it here: the build
 * rewrites `import.meta.url` to this source file's address.
 */
const widgetDist = fileURLToPath(new URL("../../dist/widget/", import.meta.url));

/** The files served under /convai-widget/, by their path there. */
export const widgetFiles: Record<string, string> = {
  "embed.js": "embed.js",
  "worklets/rawAudioProcessor.js": "worklets/rawAudioProcessor.js",
  "worklets/audioConcatProcessor.js": "worklets/audioConcatProcessor.js",
};

export interface WidgetAsset {
  body: Buffer;
  etag: string;
}

const cache = new Map<string, { mtimeMs: number; asset: WidgetAsset }>();

/**
 * A built widget file, read once per build (a rebuild swaps the folder: the new file's time
 * differs); undefined when the server was not built (`npm run server:build`).
 */
export async function readWidgetAsset(name: string): Promise<WidgetAsset | undefined> {
  const relative = widgetFiles[name];
  if (!relative) return undefined;
  const file = `${widgetDist}${relative}`;
  const stat = await fs.stat(file).catch(() => undefined);
  if (!stat) return undefined;
  const known = cache.get(name);
  if (known?.mtimeMs === stat.mtimeMs) return known.asset;
  const body = await fs.readFile(file);
  const asset = { body, etag: `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"` };
  cache.set(name, { mtimeMs: stat.mtimeMs, asset });
  return asset;
}
