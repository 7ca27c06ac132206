// Voice isolation quality: Flite and eSpeak-NG speech mixed with seeded white and babble-like noise at
// 0, 5 and 10 dB SNR, run through the isolator (exactly what POST /v1/audio-isolation
// runs, before its mp3 encoding), SNR measured against the clean speech after aligning lag and gain.
// Run: npx tsx bench/audio-isolation.bench.ts
import os from "node:os";
import type { EngineVoice, SpeechEngine } from "@chorus/domain";
import { decodeAudioFile, wavHeader } from "../packages/adapters/src/audio/index.ts";
import {
  babbleNoise,
  mixAtSnr,
  snrAgainstReference,
  whiteNoise,
} from "../packages/adapters/src/audio/testing/noisy-speech.ts";
import { createEspeakEngine, createFliteEngine } from "../packages/adapters/src/speech-engines/index.ts";

const text =
  "The quick brown fox jumps over the lazy dog. Voice isolation should keep every word clear while the noise fades away.";
const rate = 16_000;

async function speak(engine: SpeechEngine, voice: EngineVoice): Promise<Int16Array> {
  const chunks: Int16Array[] = [];
  for await (const chunk of engine.synthesize({
    text,
    voice,
    prosody: { rate: 1, pitch: 1, pitchRange: 0.5 },
  }))
    if (chunk.kind === "audio") chunks.push(chunk.samples);
  const joined = new Int16Array(chunks.reduce((n, c) => n + c.length, 0));
  let offset = 0;
  for (const chunk of chunks) {
    joined.set(chunk, offset);
    offset += chunk.length;
  }
  // The isolator's `pcm_s16le_16` input: raw 16 kHz, so the engine's audio is resampled by ffmpeg first.
  const header = wav(joined, engine.sampleRate(voice));
  return (await decodeAudioFile(header, { sampleRate: rate }))!.samples;
}

function wav(samples: Int16Array, sampleRate: number): Uint8Array {
  const pcm = Buffer.from(samples.buffer, samples.byteOffset, samples.byteLength);
  return Buffer.concat([wavHeader(sampleRate, pcm.length), pcm]);
}

const pcmBytes = (samples: Int16Array) =>
  new Uint8Array(samples.buffer, samples.byteOffset, samples.byteLength);

const espeak = createEspeakEngine({ workers: 1 });
const flite = createFliteEngine({ workers: 1 });
const speakers: [string, SpeechEngine, EngineVoice][] = [
  ["flite slt", flite, { engine: "flite", engineVoiceId: "slt" }],
  ["espeak en-us", espeak, { engine: "espeak", engineVoiceId: "en-us" }],
];

console.log(`machine: ${os.cpus().length} × ${os.cpus()[0]?.model}, Node ${process.version}`);
// "input" and "output" are both measured the same way (best lag and gain), so a 0 dB mix reads 3 dB.
console.log("speaker        noise   mixed at   input SNR   output SNR   gain   (dB; × real time)");
const gains: Record<string, number[]> = { white: [], babble: [] };
for (const [name, engine, voice] of speakers) {
  const clean = await speak(engine, voice);
  for (const [kind, noise] of [
    ["white", whiteNoise(clean.length, 7)],
    ["babble", babbleNoise(clean, 6, 11)],
  ] as const) {
    for (const snr of [0, 5, 10]) {
      const noisy = mixAtSnr(clean, noise, snr);
      const started = performance.now();
      const isolated = (await decodeAudioFile(pcmBytes(noisy), {
        sampleRate: rate,
        isolateVoice: true,
        rawPcm16k: true,
      }))!;
      const speed = clean.length / rate / ((performance.now() - started) / 1000);
      const before = snrAgainstReference(clean, noisy);
      const after = snrAgainstReference(clean, isolated.samples);
      gains[kind]!.push(after - before);
      console.log(
        `${name.padEnd(14)} ${kind.padEnd(7)} ${String(snr).padStart(8)} ${before.toFixed(1).padStart(9)} ${after.toFixed(1).padStart(12)} ${(after - before).toFixed(1).padStart(6)}   ${speed.toFixed(0)}×`,
      );
    }
  }
}
for (const [kind, values] of Object.entries(gains))
  console.log(`mean gain, ${kind}: ${(values.reduce((a, b) => a + b, 0) / values.length).toFixed(1)} dB`);
await Promise.all([espeak.close(), flite.close()]);
