// Audio encoding and DSP speed, as × real time on 60 s of 22050 Hz speech-like mono PCM (the eSpeak engine's
// rate), fed in 0.5 s chunks the way an engine hands out sentences. Encoding must keep well ahead of the
// engines (eSpeak synthesizes at 70–300× real time).
// Run: npx tsx bench/audio-encoding.bench.ts
import os from "node:os";
import { type ConvertOutputFormat, parseOutputFormat } from "@chorus/contract";
import {
  applySpeakerBoost,
  changeSpeed,
  createAudioEncoding,
  createResampler,
  measureLoudness,
  shiftPitch,
} from "../packages/adapters/src/audio/index.ts";
import { chunked, syntheticSpeech } from "../packages/adapters/src/audio/testing/synthetic-speech.ts";

const inputRate = 22050;
const seconds = Number(process.env.BENCH_SECONDS ?? 60);
const formats: ConvertOutputFormat[] = [
  "pcm_22050",
  "pcm_16000",
  "pcm_24000",
  "pcm_44100",
  "ulaw_8000",
  "alaw_8000",
  "wav_22050",
  "wav_48000",
  "mp3_22050_32",
  "mp3_24000_48",
  "mp3_44100_32",
  "mp3_44100_128",
  "mp3_44100_192",
  "opus_48000_32",
  "opus_48000_64",
  "opus_48000_192",
];

async function timeEncoding(format: ConvertOutputFormat, chunks: Int16Array[]) {
  const encoding = createAudioEncoding();
  async function* pcm() {
    yield* chunks;
  }
  const started = performance.now();
  let firstByteMs = -1;
  let bytes = 0;
  for await (const part of encoding.encode(parseOutputFormat(format), {
    sampleRate: inputRate,
    pcm: pcm(),
  })) {
    if (firstByteMs < 0) firstByteMs = performance.now() - started;
    bytes += part.length;
  }
  return { elapsedMs: performance.now() - started, firstByteMs, bytes };
}

async function timeSync(run: () => unknown | Promise<unknown>) {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

function row(name: string, elapsedMs: number, extra = "") {
  const realTime = (seconds * 1000) / elapsedMs;
  console.log(`| ${name} | ${elapsedMs.toFixed(0)} ms | ${realTime.toFixed(0)}× | ${extra} |`);
}

async function main() {
  console.log(
    `machine: ${os.cpus().length} × ${os.cpus()[0]?.model}, ${Math.round(os.totalmem() / 2 ** 30)} GB, Node ${process.version}`,
  );
  console.log(`input: ${seconds} s of synthetic speech at ${inputRate} Hz, 0.5 s chunks\n`);
  const speech = syntheticSpeech(seconds, inputRate);
  const chunks = chunked(speech, inputRate, 0.5);
  // Warm-up: JIT, WASM instantiation (the pooled LAME instance) and the first ffmpeg spawn are one-off costs.
  for (const format of ["mp3_44100_128", "pcm_16000", "opus_48000_64"] as const) {
    await timeEncoding(format, chunked(speech.subarray(0, inputRate * 5), inputRate, 0.5));
  }

  console.log("| codec | time | × real time | notes |\n|---|---|---|---|");
  for (const format of formats) {
    const { elapsedMs, firstByteMs, bytes } = await timeEncoding(format, chunks);
    row(
      format,
      elapsedMs,
      `${(bytes / 1024).toFixed(0)} KiB, first bytes after ${firstByteMs.toFixed(1)} ms`,
    );
  }
  for (const [from, to] of [
    [22050, 16000],
    [22050, 44100],
  ] as const) {
    const resampler = await createResampler(from, to);
    row(
      `resample ${from} → ${to} (speex q6)`,
      await timeSync(() => [resampler.process(speech), resampler.flush()]),
    );
    resampler.dispose();
  }
  row("applySpeakerBoost", await timeSync(() => applySpeakerBoost(speech, inputRate)));
  row("changeSpeed ×1.25 (sonic)", await timeSync(() => changeSpeed(speech, inputRate, 1.25)));
  row("shiftPitch ×1.25 (sonic)", await timeSync(() => shiftPitch(speech, inputRate, 1.25)));
  row("measureLoudness", await timeSync(() => measureLoudness(speech, inputRate)));
}

await main();
