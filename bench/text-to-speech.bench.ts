import { premadeVoices, prepareSynthesis } from "@chorus/domain";
import { ownerContext } from "@chorus/testing";
import { createSpeechBenchClient } from "./support/speech-bench-client.ts";
import { machineLine, percentile, startSpeechBenchServer } from "./support/speech-bench-server.ts";

const rounds = Number(process.env.BENCH_ROUNDS ?? 8);
const listFromEnv = (name: string, fallback: string[]) => process.env[name]?.split(",") ?? fallback;
const voiceKeys = listFromEnv("BENCH_VOICES", ["espeak-en-us-f", "flite-slt"]);
const formats = listFromEnv("BENCH_FORMATS", ["mp3_44100_128", "pcm_24000"]);
const concurrencies = listFromEnv("BENCH_CONCURRENCY", ["1", "4", "16"]).map(Number);
/** A Pro workspace runs 10 generations at once (more wait for a slot): 16 concurrent requests come from two. */
const workspaces = 2;
const paragraph =
  "Chorus turns written text into speech on your own machine. Each sentence is synthesized, encoded and sent while the next one is still being prepared, so listeners hear the first words almost at once. ";
const text300 = (paragraph + paragraph).slice(0, 300);
const text3000 = paragraph.repeat(16).slice(0, 3000);

async function main() {
  const bench = await startSpeechBenchServer();
  const { port } = bench;
  const accounts = await bench.proAccounts(workspaces);
  const account = accounts[0]!;
  const base = `http://127.0.0.1:${port}/v1/text-to-speech`;
  console.log(machineLine(bench.database));
  const client = createSpeechBenchClient();
  console.log("\n| voice | format | concurrent | first byte p50 | p95 |\n|---|---|---|---|---|");
  for (const key of voiceKeys) {
    const voice = premadeVoices.find((v) => v.key === key)!;
    for (const format of formats) {
      for (const concurrency of concurrencies) {
        const samples: number[] = [];
        // Round 0 warms the path (JIT, the database's first queries for this workspace) and is not counted.
        for (let round = 0; round <= rounds; round++) {
          const batch = await client.run(
            Array.from({ length: concurrency }, (_, i) => ({
              url: `${base}/${voice.voiceId}/stream?output_format=${format}`,
              token: accounts[i % workspaces]!.accessToken,
              body: { text: text300 },
            })),
          );
          if (round > 0) samples.push(...batch.map((timing) => timing.firstByte));
        }
        console.log(
          `| ${voice.name} (${voice.engine.engine}) | ${format} | ${concurrency} | ${percentile(samples, 50).toFixed(0)} ms | ${percentile(samples, 95).toFixed(0)} ms |`,
        );
      }
    }
  }

  await client.close();
  console.log(
    "\n| voice | 3,000 characters | audio | server RTF | raw engine RTF | server overhead |\n|---|---|---|---|---|---|",
  );
  for (const key of process.env.BENCH_CONVERT === "0" ? [] : voiceKeys) {
    const voice = premadeVoices.find((v) => v.key === key)!;
    const started = performance.now();
    const response = await fetch(`${base}/${voice.voiceId}?output_format=pcm_24000`, {
      method: "POST",
      headers: { authorization: `Bearer ${account.accessToken}`, "content-type": "application/json" },
      body: JSON.stringify({ text: text3000, seed: 1 }),
    });
    const audio = Buffer.from(await response.arrayBuffer());
    const serverSeconds = (performance.now() - started) / 1000;
    const audioSeconds = audio.length / 2 / 24_000;
    // The raw engine on the same normalized sentences with the same prosody, no HTTP and no encoding.
    const ctx = ownerContext(bench, account);
    const plan = await prepareSynthesis(ctx, {
      voiceId: voice.voiceId,
      text: text3000,
      outputFormat: "pcm_24000",
      enableLogging: false,
      seed: 1,
    });
    const rawStarted = performance.now();
    let samples = 0;
    for (const sentence of plan.sentences) {
      const input = {
        text: plan.normalized.text.slice(sentence.start, sentence.end),
        voice: plan.engineVoice,
        prosody: { rate: 1, pitch: 1, pitchRange: 0.5 },
      };
      for await (const chunk of plan.engine.synthesize(input))
        if (chunk.kind === "audio") samples += chunk.samples.length;
    }
    const rawSeconds = (performance.now() - rawStarted) / 1000;
    const rawAudioSeconds = samples / plan.engine.sampleRate(plan.engineVoice);
    const serverRtf = audioSeconds / serverSeconds;
    const rawRtf = rawAudioSeconds / rawSeconds;
    console.log(
      `| ${voice.name} (${voice.engine.engine}) | ${text3000.length} | ${audioSeconds.toFixed(1)} s | ${serverRtf.toFixed(1)}× | ${rawRtf.toFixed(1)}× | ${((rawRtf / serverRtf - 1) * 100).toFixed(0)}% |`,
    );
  }
  await bench.stop();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
