import { spawn, spawnSync } from "node:child_process";
import { createResampler } from "../../audio/resampler.ts";

/** A recognised word with its times in seconds and pocketsphinx's confidence. */
export interface RecognizedWord {
  word: string;
  startSec: number;
  endSec: number;
  confidence: number;
}

/** Whether Debian's `pocketsphinx_continuous` (+ pocketsphinx-en-us) is installed. */
export function hasPocketsphinx(): boolean {
  return spawnSync("sh", ["-c", "command -v pocketsphinx_continuous"]).status === 0;
}

/**
 * Recognises English speech offline with pocketsphinx (open vocabulary, en-us LM). It needs 16 kHz mono
 * 16-bit PCM, so other rates are resampled first (at 32 kHz it prints nothing, with no error). Each call
 * loads the 29 MB language model (~0.7 s). pocketsphinx cannot fopen() a Node socketpair as /dev/stdin,
 * hence the `cat |` shim. Pass `jsgf` (a grammar file path) for closed-set recognition.
 */
export async function recognizeSpeech(
  samples: Int16Array,
  sampleRate: number,
  options: { jsgf?: string } = {},
): Promise<RecognizedWord[]> {
  const pcm = sampleRate === 16_000 ? samples : await resampleTo16k(samples, sampleRate);
  const args = ["-infile", "/dev/stdin", "-logfn", "/dev/null", "-time", "yes"];
  if (options.jsgf) args.push("-jsgf", options.jsgf);
  const child = spawn("sh", ["-c", 'cat | exec pocketsphinx_continuous "$@"', "sh", ...args]);
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => {
    stdout += chunk.toString("utf8");
  });
  child.stderr.on("data", (chunk: Buffer) => {
    stderr += chunk.toString("utf8");
  });
  child.stdin.end(Buffer.from(pcm.buffer, pcm.byteOffset, pcm.byteLength));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once("error", reject);
    child.once("close", resolve);
  });
  if (code !== 0) throw new Error(`pocketsphinx_continuous exited with ${code}: ${stderr.slice(-500)}`);
  return parseTimedWords(stdout);
}

/** Lines `word start end confidence`; drops <s>, </s>, <sil>, [NOISE] and strips alternates like `(2)`. */
export function parseTimedWords(output: string): RecognizedWord[] {
  const words: RecognizedWord[] = [];
  for (const line of output.split("\n")) {
    const match = /^(\S+)\s+(\d+(?:\.\d+)?)\s+(\d+(?:\.\d+)?)\s+(\d+(?:\.\d+)?)\s*$/.exec(line.trim());
    if (!match) continue;
    const word = match[1]!.replace(/\(\d+\)$/, "");
    if (/^(<.*>|\[.*\])$/.test(word)) continue;
    words.push({ word, startSec: Number(match[2]), endSec: Number(match[3]), confidence: Number(match[4]) });
  }
  return words;
}

async function resampleTo16k(samples: Int16Array, sampleRate: number): Promise<Int16Array> {
  const resampler = await createResampler(sampleRate, 16_000);
  try {
    const head = resampler.process(samples);
    const tail = resampler.flush();
    const out = new Int16Array(head.length + tail.length);
    out.set(head);
    out.set(tail, head.length);
    return out;
  } finally {
    resampler.dispose();
  }
}
