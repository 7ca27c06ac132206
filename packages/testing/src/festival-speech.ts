import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

/**
 * Speech Chorus did not make, for recognition tests: Debian's Festival with the CMU SLT HTS voice
 * (`text2wave`), resampled by ffmpeg to 16 kHz mono 16-bit PCM. Answers the raw samples.
 */
export async function festivalSpeech(text: string): Promise<Int16Array> {
  const dir = await mkdtemp(path.join(tmpdir(), "festival-"));
  try {
    const input = path.join(dir, "in.txt");
    const spoken = path.join(dir, "spoken.wav");
    const pcm = path.join(dir, "out.raw");
    await writeFile(input, text);
    await run("text2wave", ["-eval", "(voice_cmu_us_slt_arctic_hts)", "-o", spoken, input]);
    await run("ffmpeg", ["-v", "error", "-y", "-i", spoken, "-ac", "1", "-ar", "16000", "-f", "s16le", pcm]);
    const bytes = await readFile(pcm);
    return new Int16Array(bytes.buffer, bytes.byteOffset, bytes.length / 2);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** `seconds` of silence at 16 kHz. */
export const silence16k = (seconds: number) => new Int16Array(Math.round(seconds * 16_000));
