import { createHash } from "node:crypto";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

// Chorus runs its TypeScript sources directly (`node --import tsx`, vitest). A worker thread or child
// process starts a fresh module loader, so an entry file ending in `.ts` must bring tsx along. On Node 20 a
// worker thread ignores `--import` hooks for its own entry module (ERR_UNKNOWN_FILE_EXTENSION), hence the
// eval'd bootstrap that imports the entry through tsx's `tsImport`. Compiled `.js` entries start directly.

const isTypeScript = (entry: URL) => entry.pathname.endsWith(".ts");

/** Arguments for `new Worker(source, { eval })` that start `entry` in a worker thread. */
export function workerThreadSource(entry: URL): { source: string; eval: boolean } {
  if (!isTypeScript(entry)) return { source: fileURLToPath(entry), eval: false };
  const compiled = compiledSelfContainedEntry(entry);
  if (compiled) return { source: compiled, eval: false };
  const api = import.meta.resolve("tsx/esm/api");
  const href = JSON.stringify(entry.href);
  return {
    source: `import(${JSON.stringify(api)}).then((tsx) => tsx.tsImport(${href}, ${href}));`,
    eval: true,
  };
}

/** Node command-line arguments (after any V8 flags) that run `entry` as a child process's main module. */
export function childProcessArgs(entry: URL): string[] {
  const loader = isTypeScript(entry) ? ["--import", import.meta.resolve("tsx")] : [];
  return [...loader, fileURLToPath(entry)];
}

const compiledEntries = new Map<string, string | undefined>();

/**
 * A worker entry whose only runtime imports are packages and Node's own modules (its imports of other
 * `.ts` files are types only, erased), compiled once per process to plain JavaScript: tsx's loader costs
 * a worker thread about 0.4 s of CPU to start, and the tests start a database thread for every server.
 * The file goes under the entry's package's `node_modules/.cache`, so its package imports resolve as the
 * source's do; written to a temporary name and renamed, since test processes compile it side by side.
 * Undefined (start it through tsx) for any other entry.
 */
function compiledSelfContainedEntry(entry: URL): string | undefined {
  const file = fileURLToPath(entry);
  if (compiledEntries.has(file)) return compiledEntries.get(file);
  let compiled: string | undefined;
  try {
    const source = fs.readFileSync(file, "utf8");
    const esbuild = createRequire(import.meta.url)("esbuild") as typeof import("esbuild");
    const { code } = esbuild.transformSync(source, { loader: "ts", format: "esm", target: "node20" });
    const selfContained =
      !/(?:from\s*|import\s*\(?\s*)["']\.{1,2}\//.test(code) && !code.includes("import.meta");
    if (selfContained) {
      const hash = createHash("sha256").update(code).digest("hex").slice(0, 16);
      const folder = path.join(packageFolderOf(file), "node_modules", ".cache", "chorus-worker-entries");
      compiled = path.join(folder, `${path.basename(file, ".ts")}-${hash}.mjs`);
      if (!fs.existsSync(compiled)) {
        fs.mkdirSync(folder, { recursive: true });
        const temporary = `${compiled}.${process.pid}.${Date.now()}`;
        fs.writeFileSync(temporary, code);
        fs.renameSync(temporary, compiled);
      }
    }
  } catch {
    // No esbuild (not a development install) or an unwritable folder: tsx starts it as before.
    compiled = undefined;
  }
  compiledEntries.set(file, compiled);
  return compiled;
}

function packageFolderOf(file: string): string {
  let folder = path.dirname(file);
  while (!fs.existsSync(path.join(folder, "package.json")) && path.dirname(folder) !== folder)
    folder = path.dirname(folder);
  return folder;
}
