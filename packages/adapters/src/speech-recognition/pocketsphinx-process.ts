import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import type { RecognizedWord } from "@chorus/domain";
import { spawnOffThread } from "../child-processes/spawn-off-thread.ts";

/** Words pocketsphinx reports that are not words: silences, noises, the grammar's empty transitions. */
const notAWord = /^(<.*>|\[.*\]|\(NULL\))$/;
/** The noise model's word (the en-us model's noisedict: `[NOISE] +NSN+`). */
export const noiseWord = "[NOISE]";
const cleanWord = (word: string) => word.replace(/\(\d+\)$/, "");

/**
 * Runs Debian's `pocketsphinx_continuous` once over 16 kHz mono 16-bit PCM (open vocabulary). It cuts
 * the audio at pauses and decodes each part on its own. pocketsphinx cannot fopen() a Node socketpair
 * as /dev/stdin, hence the `cat |` shim (engines.md §2).
 */
export async function runContinuous(
  pcm16k: Int16Array,
  args: readonly string[],
  options: { keepNoise?: boolean; signal?: AbortSignal } = {},
): Promise<RecognizedWord[]> {
  const stdout = await run(
    ["-c", 'cat | exec pocketsphinx_continuous "$@"', "sh", "-infile", "/dev/stdin", "-time", "yes", ...args],
    pcm16k,
    options.signal,
  );
  const words: RecognizedWord[] = [];
  for (const line of stdout.split("\n")) {
    const match = /^(\S+)\s+(\d+(?:\.\d+)?)\s+(\d+(?:\.\d+)?)\s+(-?\d+(?:\.\d+)?)\s*$/.exec(line.trim());
    if (!match) continue;
    if (notAWord.test(match[1]!) && !(options.keepNoise && match[1] === noiseWord)) continue;
    words.push({
      word: cleanWord(match[1]!),
      start: Number(match[2]),
      end: Number(match[3]),
      confidence: Number(match[4]),
    });
  }
  return words;
}

/**
 * Runs `pocketsphinx_batch` over one utterance: the whole recording is decoded as one, without the
 * continuous decoder's cuts at pauses, so a grammar for a whole sentence also fits a reading that
 * pauses inside it. `folder` is a private temporary folder; word times come from its `-hypseg` file.
 */
export async function runBatch(
  pcm16k: Int16Array,
  args: readonly string[],
  folder: string,
  signal?: AbortSignal,
): Promise<RecognizedWord[]> {
  await writeFile(path.join(folder, "utterance.raw"), pcm16k);
  await writeFile(path.join(folder, "control"), "utterance\n");
  const segments = path.join(folder, "segments");
  await run(
    [
      "-c",
      'exec pocketsphinx_batch "$@"',
      "sh",
      ...["-adcin", "yes", "-cepdir", folder, "-cepext", ".raw", "-ctl", path.join(folder, "control")],
      ...["-hypseg", segments, ...args],
    ],
    new Int16Array(0),
    signal,
  );
  return parseHypothesisSegments(await readFile(segments, "utf8"));
}

/**
 * `-hypseg` lines: `uttid S scale T total A acoustic L language` then, per word, `startFrame acoustic
 * language word`; a word ends where the next begins (frames are 10 ms).
 */
export function parseHypothesisSegments(text: string): RecognizedWord[] {
  const tokens = text.trim().split(/\s+/);
  const groups: { frame: number; word: string }[] = [];
  for (let i = 9; i + 3 < tokens.length; i += 4) {
    const frame = Number(tokens[i]);
    const word = tokens[i + 3];
    if (!Number.isFinite(frame) || word === undefined) break;
    groups.push({ frame, word });
  }
  const words: RecognizedWord[] = [];
  groups.forEach((group, index) => {
    if (notAWord.test(group.word)) return;
    const next = groups[index + 1];
    const end = next ? next.frame : group.frame + 1;
    words.push({ word: cleanWord(group.word), start: group.frame / 100, end: end / 100 });
  });
  return words;
}

/**
 * Runs one recognizer process; an abort kills it, so a recognition nobody waits for frees its core at
 * once. The shell runs in a process group of its own and the whole group is killed: `cat | exec …`
 * leaves pocketsphinx a child of the shell, which killing the shell alone would orphan, still running.
 */
async function run(args: string[], stdin: Int16Array, signal?: AbortSignal): Promise<string> {
  signal?.throwIfAborted();
  const child = spawnOffThread("sh", [...args, "-logfn", "/dev/null"], { detached: Boolean(signal) });
  const kill = () => child.kill("SIGKILL", { group: true });
  signal?.addEventListener("abort", kill, { once: true });
  let stdout = "";
  let stderr = "";
  child.stdout.setEncoding("utf8");
  child.stdout.on("data", (text: string) => {
    stdout += text;
  });
  child.stderr.setEncoding("utf8");
  child.stderr.on("data", (text: string) => {
    stderr = (stderr + text).slice(-2000);
  });
  child.stdin.on("error", () => {});
  child.stdin.end(Buffer.from(stdin.buffer, stdin.byteOffset, stdin.byteLength));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once("error", reject);
    child.once("close", resolve);
  }).finally(() => signal?.removeEventListener("abort", kill));
  signal?.throwIfAborted();
  if (code !== 0) throw new Error(`pocketsphinx exited with ${code}: ${stderr.trim()}`);
  return stdout;
}
