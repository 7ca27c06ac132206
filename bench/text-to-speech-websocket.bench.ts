import { premadeVoices } from "@chorus/domain";
import { createTestAccount, createTestApiKey } from "@chorus/testing";
import WebSocket from "ws";
import { machineLine, percentile, startSpeechBenchServer } from "./support/speech-bench-server.ts";

const rounds = Number(process.env.BENCH_ROUNDS ?? 6);
const paragraph =
  "Chorus turns written text into speech on your own machine. Each sentence is synthesized, encoded and sent while the next one is still being prepared, so listeners hear the first words almost at once. ";
const text300 = (paragraph + paragraph).slice(0, 300);

/** Opens and authenticates a connection, then times one flushed text: first audio frame and final frame. */
async function oneStream(url: string, apiKey: string): Promise<{ first: number; final: number }> {
  const ws = new WebSocket(url, { headers: { "xi-api-key": apiKey } });
  await new Promise<void>((resolve, reject) => {
    ws.once("open", () => resolve());
    ws.once("error", reject);
  });
  ws.send(JSON.stringify({ text: " " }));
  return new Promise((resolve, reject) => {
    let first = 0;
    let started = 0;
    ws.on("message", (data) => {
      const frame = JSON.parse(data.toString()) as { audio?: string; isFinal?: boolean; message?: string };
      if (frame.message) reject(new Error(frame.message));
      if (frame.audio && !first) first = performance.now() - started;
      if (frame.isFinal) resolve({ first, final: performance.now() - started });
    });
    ws.once("close", () => reject(new Error("closed before the final frame")));
    // Give the server a moment to finish the handshake-time authentication, then start the clock.
    setTimeout(() => {
      started = performance.now();
      ws.send(JSON.stringify({ text: `${text300} `, flush: true }));
      ws.send(JSON.stringify({ text: "" }));
    }, 50);
  });
}

async function main() {
  const bench = await startSpeechBenchServer();
  const { port, harness } = bench;
  const account = await createTestAccount(harness);
  // Scale: 15 concurrent generations, so 16 connections measure speed rather than the tier's limit.
  await bench.ports.store.workspaces.update(account.workspace.id, {
    tier: "growing_business",
    subscriptionStatus: "active",
  });
  const { secret } = await createTestApiKey(harness as never, {
    workspaceId: account.workspace.id,
    userId: account.user.id,
  });
  console.log(machineLine(bench.database));
  console.log(
    "\n| voice | format | connections | first frame p50 | p95 | final frame p50 | p95 |\n|---|---|---|---|---|---|---|",
  );
  for (const key of ["espeak-en-us-f", "flite-slt"]) {
    const voice = premadeVoices.find((v) => v.key === key)!;
    for (const format of ["mp3_44100_128", "pcm_24000"]) {
      for (const concurrency of [1, 4, 16]) {
        const first: number[] = [];
        const final: number[] = [];
        const url = `ws://127.0.0.1:${port}/v1/text-to-speech/${voice.voiceId}/stream-input?output_format=${format}&model_id=eleven_flash_v2_5`;
        for (let round = 0; round < rounds; round++) {
          const results = await Promise.all(
            Array.from({ length: concurrency }, () => oneStream(url, secret)),
          );
          for (const result of results) {
            first.push(result.first);
            final.push(result.final);
          }
        }
        const ms = (value: number) => `${Math.round(value)} ms`;
        console.log(
          `| ${voice.name} (${voice.engine.engine}) | ${format} | ${concurrency} | ${ms(percentile(first, 50))} | ${ms(percentile(first, 95))} | ${ms(percentile(final, 50))} | ${ms(percentile(final, 95))} |`,
        );
      }
    }
  }
  await bench.stop();
}

await main();
