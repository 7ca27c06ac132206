import { fileURLToPath } from "node:url";

// Chorus runs its TypeScript sources directly (`node --import tsx`, vitest). A worker thread or child
// process starts a fresh module loader, so an entry file ending in `.ts` must bring tsx along. On Node 20 a
// worker thread ignores `--import` hooks for its own entry module (ERR_UNKNOWN_FILE_EXTENSION), hence the
// eval'd bootstrap that imports the entry through tsx's `tsImport`. Compiled `.js` entries start directly.

const isTypeScript = (entry: URL) => entry.pathname.endsWith(".ts");

/** Arguments for `new Worker(source, { eval })` that start `entry` in a worker thread. */
export function workerThreadSource(entry: URL): { source: string; eval: boolean } {
  if (!isTypeScript(entry)) return { source: fileURLToPath(entry), eval: false };
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
