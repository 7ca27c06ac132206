// What the server adds to the engines (issue 16's audio rows), the server and the raw engine measured
// INTERLEAVED in the same run (round by round, server then raw), so a busy machine slows both alike and
// only the ratios are reported as figures:
// - /stream first byte at 1 request ÷ the raw engine finishing the same first piece (the exact engine
//   input the server sends, speaker boost included), eSpeak and Flite, pcm and mp3;
// - first byte p50 at 16 concurrent ÷ the raw engine's p50 for those 16 first pieces submitted at once
//   to the same pool (16 first pieces on its 2 workers: the floor the server cannot beat);
// - whole-file 3,000 characters (POST convert, pcm): server RTF ÷ raw RTF, raw being every piece of the
//   plan through the engine, as many at once as it has workers;
// - speech to text: POST /v1/speech-to-text (a 16 kHz WAV) ÷ pocketsphinx_continuous run directly on the
//   same samples with the same model and flags.
// Run: npx tsx bench/speech-overhead.bench.ts   (BENCH_ROUNDS=9 by default; BENCH_DATABASE=postgres;
// BENCH_PARTS=first,concurrent,whole,stt to choose rows; BENCH_VOICES, BENCH_FORMATS as text-to-speech.bench.ts)
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  type PlannedPiece,
  plannedPieces,
  premadeVoices,
  prepareSynthesis,
  type SynthesisPlan,
} from "@chorus/domain";
import { ownerContext } from "@chorus/testing";
import { applySpeakerBoost, wavHeader } from "../packages/adapters/src/audio/index.ts";
import { createSpeechBenchClient } from "./support/speech-bench-client.ts";
import { machineLine, percentile, startSpeechBenchServer } from "./support/speech-bench-server.ts";

const rounds = Number(process.env.BENCH_ROUNDS ?? 9);
const listFromEnv = (name: string, fallback: string[]) =>
  process.env[name]?.split(",").filter(Boolean) ?? fallback;
const voiceKeys = listFromEnv("BENCH_VOICES", ["espeak-en-us-f", "flite-slt"]);
const formats = listFromEnv("BENCH_FORMATS", ["pcm_24000", "mp3_44100_128"]);
const parts = new Set(listFromEnv("BENCH_PARTS", ["first", "concurrent", "whole", "stt"]));
const concurrent = 16;
const workspaces = 2;
const paragraph =
  "Chorus turns written text into speech on your own machine. Each sentence is synthesized, encoded and sent while the next one is still being prepared, so listeners hear the first words almost at once. ";
const text300 = (paragraph + paragraph).slice(0, 300);
const text3000 = paragraph.repeat(16).slice(0, 3000);
const median = (values: number[]) => percentile(values, 50);

/** The raw engine speaking one planned piece: ms to its first samples and to its last (boosted) samples. */
async function rawPiece(plan: SynthesisPlan, piece: PlannedPiece, started = performance.now()) {
  let firstSamples: number | undefined;
  const chunks: Int16Array[] = [];
  for await (const chunk of plan.engine.synthesize(piece.input)) {
    if (chunk.kind !== "audio") continue;
    firstSamples ??= performance.now() - started;
    chunks.push(chunk.samples);
  }
  // An engine that does not boost inside leaves it to the server; the raw figure includes it either way.
  if (plan.settings.useSpeakerBoost && !piece.input.speakerBoost) {
    const joined = new Int16Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
    let at = 0;
    for (const chunk of chunks) {
      joined.set(chunk, at);
      at += chunk.length;
    }
    applySpeakerBoost(joined, plan.engine.sampleRate(plan.engineVoice));
  }
  const samples = chunks.reduce((sum, chunk) => sum + chunk.length, 0);
  return { firstSamples: firstSamples ?? 0, finished: performance.now() - started, samples };
}

/** Every piece of a plan through the raw engine, `inFlight` at once, in order: seconds of audio and of wall time. */
async function rawWhole(plan: SynthesisPlan, inFlight: number) {
  const pieces = plannedPieces(plan).filter((piece) => piece.input.text);
  const started = performance.now();
  let next = 0;
  let samples = 0;
  await Promise.all(
    Array.from({ length: inFlight }, async () => {
      while (next < pieces.length) samples += (await rawPiece(plan, pieces[next++]!)).samples;
    }),
  );
  return {
    audioSeconds: samples / plan.engine.sampleRate(plan.engineVoice),
    wallSeconds: (performance.now() - started) / 1000,
  };
}

function runProcess(command: string, args: string[], stdin?: Buffer): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: [stdin ? "pipe" : "ignore", "ignore", "ignore"] });
    child.once("error", reject);
    child.once("close", (code) => (code === 0 ? resolve() : reject(new Error(`${command} exited ${code}`))));
    child.stdin?.end(stdin);
  });
}

async function main() {
  const bench = await startSpeechBenchServer({ CHORUS_BILLING: "off" });
  const { port } = bench;
  const accounts = await bench.proAccounts(workspaces);
  const account = accounts[0]!;
  const ctx = ownerContext(bench, account);
  const base = `http://127.0.0.1:${port}/v1/text-to-speech`;
  const client = createSpeechBenchClient();
  const workers = 2;
  console.log(machineLine(bench.database));
  console.log(
    `rounds: ${rounds} (a warm-up round first, not counted); loadavg at start: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(" ")}`,
  );
  const summary: string[] = [];

  for (const key of voiceKeys) {
    const voice = premadeVoices.find((v) => v.key === key)!;
    const label = `${voice.name} (${voice.engine.engine})`;
    const plan300 = await prepareSynthesis(ctx, {
      voiceId: voice.voiceId,
      text: text300,
      outputFormat: "pcm_24000",
      enableLogging: false,
    });
    const firstPiece = plannedPieces(plan300)[0]!;

    if (parts.has("first")) {
      for (const format of formats) {
        const server: number[] = [];
        const rawFinished: number[] = [];
        const rawFirstSamples: number[] = [];
        for (let round = 0; round <= rounds; round++) {
          const [timing] = await client.run([
            {
              url: `${base}/${voice.voiceId}/stream?output_format=${format}`,
              token: account.accessToken,
              body: { text: text300 },
            },
          ]);
          const raw = await rawPiece(plan300, firstPiece);
          if (round === 0) continue;
          server.push(timing!.firstByte);
          rawFinished.push(raw.finished);
          rawFirstSamples.push(raw.firstSamples);
        }
        const ratio = median(server) / median(rawFinished);
        const row = `| ${label} | ${format} | first byte at 1 | ${median(server).toFixed(1)} ms | raw first piece done ${median(rawFinished).toFixed(1)} ms (first samples ${median(rawFirstSamples).toFixed(1)} ms) | ${ratio.toFixed(2)}× |`;
        console.log(row);
        summary.push(row);
      }
    }

    if (parts.has("concurrent")) {
      for (const format of formats) {
        const server: number[] = [];
        const raw: number[] = [];
        for (let round = 0; round <= Math.max(2, Math.ceil(rounds / 3)); round++) {
          const batch = await client.run(
            Array.from({ length: concurrent }, (_, i) => ({
              url: `${base}/${voice.voiceId}/stream?output_format=${format}`,
              token: accounts[i % workspaces]!.accessToken,
              body: { text: text300 },
            })),
          );
          const started = performance.now();
          const rawBatch = await Promise.all(
            Array.from({ length: concurrent }, () => rawPiece(plan300, firstPiece, started)),
          );
          if (round === 0) continue;
          server.push(...batch.map((timing) => timing.firstByte));
          raw.push(...rawBatch.map((piece) => piece.finished));
        }
        const row = `| ${label} | ${format} | first byte p50 at ${concurrent} | ${median(server).toFixed(0)} ms (p95 ${percentile(server, 95).toFixed(0)}) | raw ${concurrent} first pieces at once p50 ${median(raw).toFixed(0)} ms | ${(median(server) / median(raw)).toFixed(2)}× |`;
        console.log(row);
        summary.push(row);
      }
    }

    if (parts.has("whole")) {
      const plan3000 = await prepareSynthesis(ctx, {
        voiceId: voice.voiceId,
        text: text3000,
        outputFormat: "pcm_24000",
        enableLogging: false,
        seed: 1,
      });
      const ratios: number[] = [];
      const serverRtfs: number[] = [];
      const rawRtfs: number[] = [];
      for (let round = 0; round <= Math.max(2, Math.ceil(rounds / 3)); round++) {
        const [timing] = await client.run([
          {
            url: `${base}/${voice.voiceId}?output_format=pcm_24000`,
            token: account.accessToken,
            body: { text: text3000, seed: 1 },
          },
        ]);
        const raw = await rawWhole(plan3000, workers);
        if (round === 0) continue;
        const serverRtf = timing!.bytes / 2 / 24_000 / (timing!.lastByte / 1000);
        const rawRtf = raw.audioSeconds / raw.wallSeconds;
        serverRtfs.push(serverRtf);
        rawRtfs.push(rawRtf);
        ratios.push(serverRtf / rawRtf);
      }
      const row = `| ${label} | pcm_24000 | whole file 3,000 characters | server RTF ${median(serverRtfs).toFixed(0)} | raw RTF ${median(rawRtfs).toFixed(0)} (${workers} pieces at once) | ${median(ratios).toFixed(2)} |`;
      console.log(row);
      summary.push(row);
    }
  }

  if (parts.has("stt")) {
    // About 15 s of Flite speech at 16 kHz: the upload, and the samples pocketsphinx is given directly.
    const flite = premadeVoices.find((v) => v.key === "flite-slt")!;
    const sttText = paragraph.repeat(2);
    const pcmResponse = await fetch(`${base}/${flite.voiceId}?output_format=pcm_16000`, {
      method: "POST",
      headers: { authorization: `Bearer ${account.accessToken}`, "content-type": "application/json" },
      body: JSON.stringify({ text: sttText, seed: 1 }),
    });
    const pcm = Buffer.from(await pcmResponse.arrayBuffer());
    const wav = Buffer.concat([wavHeader(16_000, pcm.length), pcm]);
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), "chorus-stt-bench-"));
    const rawPath = path.join(folder, "speech.raw");
    fs.writeFileSync(rawPath, pcm);
    const model = "/usr/share/pocketsphinx/model/en-us";
    const direct = [
      ...["-infile", rawPath, "-time", "yes", "-hmm", path.join(model, "en-us")],
      ...["-dict", path.join(model, "cmudict-en-us.dict"), "-dither", "yes", "-seed", "1"],
      ...["-lm", path.join(model, "en-us.lm.bin"), "-lw", "5", "-logfn", "/dev/null"],
    ];
    const server: number[] = [];
    const raw: number[] = [];
    for (let round = 0; round <= Math.max(2, Math.ceil(rounds / 3)); round++) {
      const form = new FormData();
      form.append("model_id", "scribe_v1");
      form.append("language_code", "en");
      form.append("file", new Blob([wav], { type: "audio/wav" }), "speech.wav");
      const started = performance.now();
      const response = await fetch(`http://127.0.0.1:${port}/v1/speech-to-text`, {
        method: "POST",
        headers: { authorization: `Bearer ${account.accessToken}` },
        body: form,
      });
      const answer = await response.text();
      if (!response.ok) throw new Error(`speech to text answered ${response.status}: ${answer}`);
      const serverMs = performance.now() - started;
      const rawStarted = performance.now();
      await runProcess("pocketsphinx_continuous", direct);
      const rawMs = performance.now() - rawStarted;
      if (round === 0) continue;
      server.push(serverMs);
      raw.push(rawMs);
    }
    fs.rmSync(folder, { recursive: true, force: true });
    const row = `| pocketsphinx | ${(pcm.length / 2 / 16_000).toFixed(1)} s WAV | speech to text | ${median(server).toFixed(0)} ms | pocketsphinx_continuous directly ${median(raw).toFixed(0)} ms | ${(median(server) / median(raw)).toFixed(2)}× |`;
    console.log(row);
    summary.push(row);
  }

  await client.close();
  console.log(
    `\n| voice | format | what | server | raw engine, interleaved | ratio |\n|---|---|---|---|---|---|`,
  );
  for (const row of summary) console.log(row);
  console.log(
    `loadavg at end: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(" ")}`,
  );
  await bench.stop();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
