// AI speech classifier: how often the watermark is found where it is not (false positives) and missed
// where it is (false negatives). Unmarked: other-engine speech (Flite and eSpeak-NG driven directly,
// as another product would, never through Chorus's encoder), noise and music-like tones, each as it is
// and after mp3 at 64 kbps. Marked: the same speech marked exactly as the server marks it (at the
// engine's rate, random 32-bit ids), then mp3 at 64 kbps and decoded back at 16 kHz by ffmpeg.
// Run: npx tsx bench/watermark-detection.bench.ts
import os from "node:os";
import { parseOutputFormat } from "@chorus/contract";
import type { EngineVoice, SpeechEngine } from "@chorus/domain";
import { createAudioEncoding, decodeAudioFile, wavHeader } from "../packages/adapters/src/audio/index.ts";
import { babbleNoise, whiteNoise } from "../packages/adapters/src/audio/testing/noisy-speech.ts";
import { spreadSpectrumWatermark } from "../packages/adapters/src/audio-watermark/index.ts";
import { createEspeakEngine, createFliteEngine } from "../packages/adapters/src/speech-engines/index.ts";
import {
  longText,
  sentencesByLanguage,
} from "../packages/adapters/src/speech-engines/testing/sample-texts.ts";

const watermark = spreadSpectrumWatermark({ key: "bench key" });
const encoding = createAudioEncoding({ encoderWorkers: 0 });
const mp3 = parseOutputFormat("mp3_44100_64");
const detectionRate = 16_000;

const english = [
  "The committee met on Tuesday to discuss the budget for the coming year.",
  "After a long debate, they agreed to fund the library and the new bus line.",
  "Several residents asked questions about parking, noise and the price of water.",
  "The mayor promised to publish every figure on the city's website by Friday.",
  "Please call Stella and ask her to bring these things with her from the store.",
  "It was a bright cold day in April, and the clocks were striking thirteen.",
  "We will need six spoons of fresh snow peas and maybe a snack for her brother.",
];

interface Clip {
  name: string;
  samples: Int16Array;
  sampleRate: number;
}

async function speak(engine: SpeechEngine, voice: EngineVoice, text: string): Promise<Clip> {
  const parts: Int16Array[] = [];
  for await (const chunk of engine.synthesize({
    text,
    voice,
    prosody: { rate: 1, pitch: 1, pitchRange: 0.5 },
  }))
    if (chunk.kind === "audio") parts.push(chunk.samples);
  const samples = new Int16Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const part of parts) {
    samples.set(part, offset);
    offset += part.length;
  }
  return { name: `${voice.engine} ${voice.engineVoiceId}`, samples, sampleRate: engine.sampleRate(voice) };
}

/** Chords and melodies of harmonic tones with vibrato and envelopes; sweeps across the mark's band. */
function tones(seed: number): Clip {
  const rate = 22_050;
  const samples = new Int16Array(rate * 4);
  const base = 110 * 2 ** ((seed % 12) / 12);
  for (let i = 0; i < samples.length; i++) {
    const t = i / rate;
    let value = 0;
    if (seed % 3 === 2) {
      // A sweep through 500–4,000 Hz.
      const f = 500 + 3500 * (t / 4);
      value = 0.3 * Math.sin(2 * Math.PI * f * t * 0.5);
    } else {
      const note = Math.floor(t * (seed % 3 === 0 ? 2 : 6));
      const steps = [0, 4, 7, 12, 7, 4, 9, 5];
      const f0 =
        base *
        2 ** (steps[(note + seed) % steps.length]! / 12) *
        (1 + 0.004 * Math.sin(2 * Math.PI * 5.5 * t));
      for (let h = 1; h <= 12; h++) value += Math.sin(2 * Math.PI * f0 * h * t) / (h * 3);
      value *= Math.exp(-3 * ((t * (seed % 3 === 0 ? 2 : 6)) % 1));
    }
    samples[i] = Math.round(value * 12_000);
  }
  return { name: "tones", samples, sampleRate: rate };
}

function noise(seed: number, speech: Clip): Clip {
  const n = detectionRate * 4;
  const source = seed % 2 === 0 ? whiteNoise(n, seed) : babbleNoise(speech.samples, 4, seed).subarray(0, n);
  const level = [500, 2000, 6000][seed % 3]!;
  return {
    name: seed % 2 === 0 ? "white noise" : "babble",
    samples: Int16Array.from(source, (v) => Math.max(-32768, Math.min(32767, Math.round(v * level)))),
    sampleRate: seed % 2 === 0 ? detectionRate : speech.sampleRate,
  };
}

function wav(clip: Clip): Uint8Array {
  const pcm = Buffer.from(clip.samples.buffer, clip.samples.byteOffset, clip.samples.byteLength);
  return Buffer.concat([wavHeader(clip.sampleRate, pcm.length), pcm]);
}

async function* once(samples: Int16Array) {
  yield samples;
}

/** The clip as the classifier receives it: decoded by ffmpeg at 16 kHz, optionally after mp3 at 64 kbps. */
async function received(clip: Clip, throughMp3: boolean): Promise<Int16Array> {
  let bytes = wav(clip);
  if (throughMp3) {
    const parts: Uint8Array[] = [];
    for await (const part of encoding.encode(mp3, { sampleRate: clip.sampleRate, pcm: once(clip.samples) }))
      parts.push(part);
    bytes = Buffer.concat(parts);
  }
  return (await decodeAudioFile(bytes, { sampleRate: detectionRate }))!.samples;
}

const flite = createFliteEngine({ workers: 1 });
const espeak = createEspeakEngine({ workers: 1 });
const speech: Clip[] = [];
for (const name of ["slt", "rms", "awb", "kal16", "kal"]) {
  for (const text of english.slice(0, 6))
    speech.push(await speak(flite, { engine: "flite", engineVoiceId: name }, text));
}
const espeakVoices: [string, string[]][] = [
  ["en-us", english],
  ["en-us+f3", english],
  ["en+m7", english],
  ["de", [sentencesByLanguage.de!, "Der Zug nach Berlin fährt heute etwas später ab."]],
  ["fr+f2", [sentencesByLanguage.fr!, "Le train pour Paris partira un peu plus tard aujourd'hui."]],
  ["es", [sentencesByLanguage.es!, "El tren a Madrid saldrá hoy un poco más tarde."]],
];
for (const [voice, texts] of espeakVoices) {
  for (const text of texts.slice(0, 5)) {
    speech.push(
      await speak(espeak, { engine: "espeak", engineVoiceId: voice, language: voice.split("+")[0]! }, text),
    );
  }
}
speech.push(
  await speak(espeak, { engine: "espeak", engineVoiceId: "en-us", language: "en-us" }, longText(600)),
);
const others: Clip[] = [];
for (let seed = 0; seed < 9; seed++) others.push(tones(seed));
for (let seed = 0; seed < 8; seed++) others.push(noise(seed, speech[seed]!));
await Promise.all([flite.close(), espeak.close()]);

console.log(
  `machine: ${os.cpus().length} × ${os.cpus()[0]?.model}, ${Math.round(os.totalmem() / 2 ** 30)} GB, Node ${process.version}`,
);
const seconds = (clips: Clip[]) => clips.reduce((s, c) => s + c.samples.length / c.sampleRate, 0);
console.log(
  `${speech.length} speech clips (${seconds(speech).toFixed(0)} s), ${others.length} noise and tone clips`,
);

let falsePositives = 0;
let unmarkedTrials = 0;
let maxUnmarked = 0;
let detectSeconds = 0;
let detectedAudio = 0;
for (const clip of [...speech, ...others]) {
  for (const throughMp3 of [false, true]) {
    const samples = await received(clip, throughMp3);
    const started = performance.now();
    const found = watermark.detect(samples);
    detectSeconds += (performance.now() - started) / 1000;
    detectedAudio += samples.length / detectionRate;
    unmarkedTrials++;
    maxUnmarked = Math.max(maxUnmarked, found.confidence);
    if (found.detected) {
      falsePositives++;
      console.log(`false positive: ${clip.name}${throughMp3 ? " (mp3)" : ""} confidence ${found.confidence}`);
    }
  }
}

let misses = 0;
let namedAmongCandidates = 0;
let wrongIds = 0;
let unread = 0;
let minMarked = 1;
let random = 0x1234567;
for (const clip of speech) {
  random = (Math.imul(random, 1_103_515_245) + 12_345) >>> 0;
  const id = random || 1;
  const marked = { ...clip, samples: watermark.marker(clip.sampleRate, id)(clip.samples) };
  const receivedAudio = await received(marked, true);
  const found = watermark.detect(receivedAudio);
  // What the classifier does: match against a workspace's ids (here 999 others and this one).
  const candidates = [
    ...Array.from({ length: 999 }, (_, i) => Math.imul(i + 1, 2_654_435_761) >>> 0 || 1),
    id,
  ];
  const named = watermark.detect(receivedAudio, candidates).payload === id;
  if (named) namedAmongCandidates++;
  minMarked = Math.min(minMarked, found.confidence);
  if (found.confidence < 0.999)
    console.log(
      `weak: ${clip.name}, ${(clip.samples.length / clip.sampleRate).toFixed(1)} s, confidence ${found.confidence}`,
    );
  if (!found.detected) {
    misses++;
    console.log(
      `missed: ${clip.name}, ${(clip.samples.length / clip.sampleRate).toFixed(1)} s, confidence ${found.confidence}`,
    );
  } else if (found.payload === undefined) {
    unread++;
    console.log(
      `id unreadable: ${clip.name}, ${(clip.samples.length / clip.sampleRate).toFixed(1)} s, confidence ${found.confidence}`,
    );
  } else if (found.payload !== id) wrongIds++;
}

const percent = (n: number, of: number) => `${n}/${of} (${((100 * n) / of).toFixed(1)} %)`;
console.log(
  `false positives (unmarked, as is and after mp3 64 kbps): ${percent(falsePositives, unmarkedTrials)}; highest confidence ${maxUnmarked.toFixed(4)}`,
);
console.log(
  `false negatives (marked speech after mp3 64 kbps): ${percent(misses, speech.length)}; lowest confidence ${minMarked.toFixed(4)}`,
);
console.log(
  `ids: ${speech.length - misses - unread - wrongIds} read correctly, ${unread} unreadable (CRC refused), ${wrongIds} wrong`,
);
console.log(
  `ids named among 1,000 candidate ids (the classifier's way): ${namedAmongCandidates}/${speech.length}`,
);
console.log(`detection: ${(detectedAudio / detectSeconds).toFixed(0)}× real time`);
