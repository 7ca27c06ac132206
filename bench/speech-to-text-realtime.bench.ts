// Realtime speech to text: latency from the client's commit to `committed_transcript` for a 3-second English
// utterance (Flite's Sarah read through the server's own text to speech), over a real WebSocket.
// Run: npx tsx bench/speech-to-text-realtime.bench.ts   (BENCH_ROUNDS, BENCH_DATABASE=postgres)
import { premadeVoices } from "@chorus/domain";
import { createTestAccount, createTestApiKey } from "@chorus/testing";
import WebSocket from "ws";
import { machineLine, percentile, startSpeechBenchServer } from "./support/speech-bench-server.ts";

const rounds = Number(process.env.BENCH_ROUNDS ?? 6);
const utterance = "Please send the report to my office before noon.";
const chunkBytes = 3200; // 100 ms of 16 kHz 16-bit PCM

interface Timing {
  commitToCommitted: number;
  firstPartial?: number;
  text: string;
}

/**
 * One session: the audio is sent in 100 ms chunks, either all at once (`paced` false) or in real time, then
 * committed; the clock runs from the commit to the committed transcript.
 */
async function oneSession(url: string, apiKey: string, audio: Buffer, paced: boolean): Promise<Timing> {
  const ws = new WebSocket(url, { headers: { "xi-api-key": apiKey } });
  const frames: { message_type: string; text?: string; error?: string }[] = [];
  let onFrame: (() => void) | undefined;
  ws.on("message", (data) => {
    frames.push(JSON.parse(data.toString()));
    onFrame?.();
  });
  const waitFor = (type: string) =>
    new Promise<number>((resolve, reject) => {
      const check = () => {
        const error = frames.find((frame) => frame.error);
        if (error) reject(new Error(`${error.message_type}: ${error.error}`));
        if (frames.some((frame) => frame.message_type === type)) resolve(performance.now());
      };
      onFrame = check;
      check();
    });
  await waitFor("session_started");
  const streamStart = performance.now();
  let firstPartial: number | undefined;
  ws.on("message", () => {
    if (firstPartial === undefined && frames.some((frame) => frame.message_type === "partial_transcript"))
      firstPartial = performance.now() - streamStart;
  });
  for (let at = 0; at < audio.length; at += chunkBytes) {
    const chunk = audio.subarray(at, at + chunkBytes);
    ws.send(JSON.stringify({ message_type: "input_audio_chunk", audio_base_64: chunk.toString("base64") }));
    if (paced) await new Promise((resolve) => setTimeout(resolve, (chunk.length / 32_000) * 1000));
  }
  const committedAt = performance.now();
  ws.send(JSON.stringify({ message_type: "input_audio_chunk", audio_base_64: "", commit: true }));
  const arrived = await waitFor("committed_transcript");
  const text = frames.find((frame) => frame.message_type === "committed_transcript")?.text ?? "";
  ws.close();
  return { commitToCommitted: arrived - committedAt, firstPartial, text };
}

async function main() {
  const bench = await startSpeechBenchServer();
  const { port, harness } = bench;
  const account = await createTestAccount(harness);
  const { secret } = await createTestApiKey(harness as never, {
    workspaceId: account.workspace.id,
    userId: account.user.id,
  });
  const sarah = premadeVoices.find((voice) => voice.key === "flite-slt")!;
  const spoken = await fetch(
    `http://127.0.0.1:${port}/v1/text-to-speech/${sarah.voiceId}?output_format=pcm_16000`,
    {
      method: "POST",
      headers: { "xi-api-key": secret, "content-type": "application/json" },
      body: JSON.stringify({ text: utterance, model_id: "eleven_multilingual_v2" }),
    },
  );
  const audio = Buffer.from(await spoken.arrayBuffer());
  const seconds = audio.length / 32_000;

  // The engine alone on the same audio: what the commit latency cannot go below.
  const engine = bench.ports.transcription.at(-1)!;
  const samples = new Int16Array(audio.buffer, audio.byteOffset, audio.length / 2);
  const engineTimes: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const started = performance.now();
    await engine.transcribe({ samples, sampleRate: 16_000 }, { language: "en" });
    engineTimes.push(performance.now() - started);
  }

  console.log(machineLine(bench.database));
  console.log(`utterance: "${utterance}" (${seconds.toFixed(2)} s of audio)\n`);
  console.log("| streaming | sessions at once | commit → committed p50 | p95 | first partial p50 | heard |");
  console.log("|---|---|---|---|---|---|");
  const url = `ws://127.0.0.1:${port}/v1/speech-to-text/realtime?model_id=scribe_v2_realtime&audio_format=pcm_16000`;
  await oneSession(url, secret, audio, false); // warm-up
  for (const paced of [false, true]) {
    for (const concurrency of [1, 2]) {
      const timings: Timing[] = [];
      for (let round = 0; round < rounds; round++) {
        timings.push(
          ...(await Promise.all(
            Array.from({ length: concurrency }, () => oneSession(url, secret, audio, paced)),
          )),
        );
      }
      const ms = (value: number | undefined) => (value === undefined ? "–" : `${Math.round(value)} ms`);
      const partials = timings.flatMap((timing) =>
        timing.firstPartial === undefined ? [] : [timing.firstPartial],
      );
      console.log(
        `| ${paced ? "real time" : "all at once"} | ${concurrency} | ${ms(
          percentile(
            timings.map((t) => t.commitToCommitted),
            50,
          ),
        )} | ${ms(
          percentile(
            timings.map((t) => t.commitToCommitted),
            95,
          ),
        )} | ${partials.length ? ms(percentile(partials, 50)) : "–"} | ${timings[0]!.text} |`,
      );
    }
  }
  console.log(
    `\npocketsphinx alone on the same audio: p50 ${Math.round(percentile(engineTimes, 50))} ms, p95 ${Math.round(percentile(engineTimes, 95))} ms`,
  );
  await bench.stop();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
