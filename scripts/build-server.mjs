#!/usr/bin/env node
// `npm run server:build`: compiles the server (and its operator command) from TypeScript into plain
// JavaScript under apps/server/dist, so production starts with `node` alone: no compiler at run time.
//
// esbuild bundles the workspace packages (they export their .ts sources) into a few ES modules and
// leaves every npm dependency as an `import` Node resolves from node_modules as usual. Two kinds of
// source line need a hand, both rewritten as files are loaded (see rewriteSource):
// - `new URL("./x-worker.ts", import.meta.url)`: a worker thread or child process entry. Each becomes its
//   own entry point, built next to the others, and the URL names its built `.js` file.
// - any other `import.meta.url` (or `.dirname`, `.filename`): a source file finding a file beside it (the
//   migrations folder, assets). It is replaced by the source file's own address, computed from the
//   built file's, so those files are found where they are in the repository.
// Everything is written flat into one folder (entries and shared chunks), which keeps the path from any
// built file back to the repository the same. The build is written to a new folder and then swapped in,
// so a running server never sees a half-written build. The agent widget's embed (scripts/build-widget.mjs)
// is built into its widget/ folder, which the server serves at /convai-widget/.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import { isBuiltin } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import * as esbuild from "esbuild";
import { root, serverBuildIsStale, serverBuildStamp, serverSourceFolders } from "./build-freshness.mjs";
import { buildWidget } from "./build-widget.mjs";

const serverDist = path.dirname(serverBuildStamp);

/** The built programs: the server, and the build step that writes the first-start database image. */
const programs = {
  main: path.join(root, "apps", "server", "src", "main.ts"),
  "write-first-start-image": path.join(root, "apps", "server", "src", "start", "write-first-start-image.ts"),
};
const workerEntryPattern = /new URL\(\s*(["'])(\.{1,2}\/[^"']+?)\.ts\1\s*,\s*import\.meta\.url\s*\)/g;
const isProductionSource = (file) =>
  file.endsWith(".ts") && !file.endsWith(".test.ts") && !file.split(path.sep).includes("testing");

function sourceFiles(folder) {
  return fs
    .readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter(isProductionSource);
}

/** Every worker entry a source file names with `new URL("./….ts", import.meta.url)`, by its built name. */
function workerEntries() {
  const entries = new Map();
  for (const file of serverSourceFolders().flatMap(sourceFiles)) {
    for (const match of fs.readFileSync(file, "utf8").matchAll(workerEntryPattern)) {
      const target = path.resolve(path.dirname(file), `${match[2]}.ts`);
      const name = path.basename(target, ".ts");
      const known = entries.get(name);
      if (known && known !== target)
        throw new Error(`two worker entries are both named ${name}: ${known} and ${target}; rename one`);
      if (Object.hasOwn(programs, name)) throw new Error(`a worker entry is named like a program: ${target}`);
      entries.set(name, target);
    }
  }
  return entries;
}

const packageName = (specifier) =>
  specifier
    .split("/")
    .slice(0, specifier.startsWith("@") ? 2 : 1)
    .join("/");

/** The folder Node finds `name` in when it is imported from a file in `folder` (undefined: none). */
function packageFolderSeenFrom(folder, name) {
  for (let dir = folder; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, "node_modules", name);
    if (fs.existsSync(candidate)) return fs.realpathSync(candidate);
    if (path.dirname(dir) === dir) return undefined;
  }
}

/** `file` as an import specifier relative to the built files (which all sit in one folder). */
const relativeSpecifier = (file) => `./${path.relative(serverDist, file).split(path.sep).join("/")}`;

/** The rewrites described at the top, for one source file about to be compiled into `outdir`. */
function rewriteSource(file, text, workers) {
  const named = text.replace(workerEntryPattern, (_whole, _quote, specifier) => {
    const name = path.basename(specifier);
    if (!workers.has(name)) throw new Error(`${file}: worker entry ${specifier}.ts was not found`);
    return `new URL("./${name}.js", import.meta.builtUrl)`;
  });
  const fromBuilt = JSON.stringify(path.relative(serverDist, file).split(path.sep).join("/"));
  const sourceUrl = `new URL(${fromBuilt}, import.meta.url).href`;
  return named
    .replaceAll("import.meta.url", sourceUrl)
    .replaceAll("import.meta.filename", `__chorusFileURLToPath(${sourceUrl})`)
    .replaceAll("import.meta.dirname", `__chorusDirname(__chorusFileURLToPath(${sourceUrl}))`)
    .replaceAll("import.meta.builtUrl", "import.meta.url");
}

export async function buildServer() {
  const workers = workerEntries();
  const staging = `${serverDist}.building-${process.pid}`;
  fs.rmSync(staging, { recursive: true, force: true });
  const workspaceSource = new RegExp(
    `^(${serverSourceFolders()
      .map((f) => f.replaceAll(/[.*+?^${}()|[\]\\]/g, "\\$&"))
      .join("|")})`,
  );
  await esbuild.build({
    entryPoints: { ...programs, ...Object.fromEntries(workers) },
    outdir: staging,
    bundle: true,
    splitting: true,
    format: "esm",
    platform: "node",
    target: "node20.19",
    chunkNames: "[name]-[hash]",
    // Node's own conditions for `import` (esbuild would add "module", which Node does not know).
    conditions: ["node-addons"],
    sourcemap: "linked",
    // Error and class names stay readable in logs and stack traces.
    keepNames: true,
    logLevel: "warning",
    banner: {
      js: [
        'import { fileURLToPath as __chorusFileURLToPath } from "node:url";',
        'import { dirname as __chorusDirname } from "node:path";',
      ].join(" "),
    },
    plugins: [
      {
        name: "chorus-workspace",
        setup(build) {
          // npm dependencies stay imports resolved from node_modules at run time; workspace packages
          // (@chorus/*, whose exports are .ts sources) are compiled in.
          build.onResolve({ filter: /^[^./]/ }, async (args) => {
            if (args.path.startsWith("@chorus/") || args.pluginData === "resolving") return undefined;
            if (args.path.startsWith("node:") || isBuiltin(args.path))
              return { path: args.path, external: true };
            const name = packageName(args.path);
            const seen = packageFolderSeenFrom(args.resolveDir, name);
            if (seen === packageFolderSeenFrom(serverDist, name)) return { path: args.path, external: true };
            // A package installed inside one workspace (npm could not hoist it: another workspace needs
            // another version) is not found from apps/server/dist: import its file by a relative path.
            const resolved = await build.resolve(args.path, {
              kind: args.kind,
              resolveDir: args.resolveDir,
              pluginData: "resolving",
            });
            if (resolved.errors.length > 0) return { errors: resolved.errors };
            return { path: relativeSpecifier(resolved.path), external: true };
          });
          build.onLoad({ filter: /\.ts$/ }, (args) => {
            if (!workspaceSource.test(args.path)) return undefined;
            return {
              contents: rewriteSource(args.path, fs.readFileSync(args.path, "utf8"), workers),
              loader: "ts",
            };
          });
        },
      },
    ],
  });
  await buildWidget(path.join(staging, "widget"));
  const imageFingerprint = writeFirstStartImage(staging);
  return { staging, imageFingerprint };
}

/**
 * What the first-start database image is made of: the migrations, the code that writes it and PGlite's
 * version. The same fingerprint as the last build's reuses its image (initdb is most of a build's time).
 */
function imageFingerprint() {
  const hash = createHash("sha256");
  const inputs = [
    path.join(root, "packages", "adapters", "src", "db", "migrations"),
    path.join(root, "apps", "server", "src", "start"),
    path.join(packageFolderSeenFrom(root, "@electric-sql/pglite"), "package.json"),
  ];
  for (const input of inputs) {
    const files = fs.statSync(input).isDirectory()
      ? fs
          .readdirSync(input, { withFileTypes: true, recursive: true })
          .filter((entry) => entry.isFile())
          .map((entry) => path.join(entry.parentPath, entry.name))
          .sort()
      : [input];
    for (const file of files) hash.update(path.relative(root, file)).update(fs.readFileSync(file));
  }
  return hash.digest("hex");
}

/** The empty, migrated embedded database a first start copies instead of running initdb and migrations. */
function writeFirstStartImage(staging) {
  const fingerprint = imageFingerprint();
  const target = path.join(staging, "pglite-first-start");
  const previous = path.join(serverDist, "pglite-first-start");
  let previousFingerprint;
  try {
    previousFingerprint = JSON.parse(fs.readFileSync(serverBuildStamp, "utf8")).imageFingerprint;
  } catch {
    previousFingerprint = undefined;
  }
  if (previousFingerprint === fingerprint && fs.existsSync(previous)) {
    fs.cpSync(previous, target, { recursive: true });
  } else {
    const image = spawnSync(process.execPath, [path.join(staging, "write-first-start-image.js"), target], {
      cwd: root,
      stdio: "inherit",
    });
    if (image.status !== 0) throw new Error("could not write the first-start database image");
  }
  return fingerprint;
}

/** Builds into a new folder, then swaps it in; the stamp (build-freshness.mjs) is written last. */
export async function buildServerInPlace() {
  const started = Date.now();
  const { staging, imageFingerprint } = await buildServer();
  fs.writeFileSync(
    path.join(staging, path.basename(serverBuildStamp)),
    JSON.stringify({ builtAt: new Date().toISOString(), node: process.version, imageFingerprint }),
  );
  const previous = `${serverDist}.previous-${process.pid}`;
  if (fs.existsSync(serverDist)) fs.renameSync(serverDist, previous);
  fs.renameSync(staging, serverDist);
  fs.rmSync(previous, { recursive: true, force: true });
  console.log(`server built into ${path.relative(root, serverDist)} in ${Date.now() - started} ms`);
}

// `--if-stale`: only when a source, the dependencies or this script changed since the last build.
if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  if (!process.argv.includes("--if-stale") || serverBuildIsStale()) await buildServerInPlace();
}
