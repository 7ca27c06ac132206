// Text-to-speech speed (issue 3 §7), over a real socket against an in-process server on PGlite:
// - time to first audio byte of POST /v1/text-to-speech/{voice}/stream for a ~300-character text, mp3 and pcm,
//   at 1, 4 and 16 concurrent requests (p50, p95);
// - real-time factor of POST /v1/text-to-speech/{voice} (convert) for a ~3,000-character text, and of the raw
//   engine alone on the same sentences in the same run, so the server's overhead is a ratio.
// Run: npx tsx bench/text-to-speech.bench.ts   (BENCH_ROUNDS=n to change the sample count)
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { loadConfig } from "@chorus/config";
import { premadeVoices, prepareSynthesis } from "@chorus/domain";
import { createLogger, startServer } from "@chorus/server";
import { createTestAccount } from "@chorus/testing";

const rounds = Number(process.env.BENCH_ROUNDS ?? 8);
const paragraph =
  "Chorus turns written text into speech on your own machine. Each sentence is synthesized, encoded and sent while the next one is still being prepared, so listeners hear the first words almost at once. ";
const text300 = (paragraph + paragraph).slice(0, 300);
const text3000 = paragraph.repeat(16).slice(0, 3000);

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const port = (server.address() as net.AddressInfo).port;
      server.close(() => resolve(port));
    });
  });
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

async function firstByte(url: string, token: string, body: unknown): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const reader = response.body!.getReader();
  await reader.read();
  const elapsed = performance.now() - started;
  while (!(await reader.read()).done) {}
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return elapsed;
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "chorus-bench-"));
  const port = await freePort();
  const config = loadConfig({
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: "127.0.0.1",
    LOG_LEVEL: "silent",
    SERVE_WEB: "false",
  });
  const server = await startServer(config, { logger: createLogger("silent") });
  await server.built.warmUpSpeech();
  const harness = { ports: server.built.ports } as Parameters<typeof createTestAccount>[0];
  const account = await createTestAccount(harness);
  // Pro, so a 3,000-character request fits the single-request limit.
  await server.built.ports.store.workspaces.update(account.workspace.id, {
    tier: "pro",
    subscriptionStatus: "active",
  });
  const base = `http://127.0.0.1:${port}/v1/text-to-speech`;
  console.log(
    `machine: ${os.cpus().length} × ${os.cpus()[0]?.model}, ${Math.round(os.totalmem() / 2 ** 30)} GB, Node ${process.version}`,
  );
  console.log("\n| voice | format | concurrent | first byte p50 | p95 |\n|---|---|---|---|---|");
  for (const key of ["espeak-en-us-f", "flite-slt"]) {
    const voice = premadeVoices.find((v) => v.key === key)!;
    for (const format of ["mp3_44100_128", "pcm_24000"]) {
      for (const concurrency of [1, 4, 16]) {
        const samples: number[] = [];
        for (let round = 0; round < rounds; round++) {
          const batch = await Promise.all(
            Array.from({ length: concurrency }, () =>
              firstByte(`${base}/${voice.voiceId}/stream?output_format=${format}`, account.accessToken, {
                text: text300,
              }),
            ),
          );
          samples.push(...batch);
        }
        console.log(
          `| ${voice.name} (${voice.engine.engine}) | ${format} | ${concurrency} | ${percentile(samples, 50).toFixed(0)} ms | ${percentile(samples, 95).toFixed(0)} ms |`,
        );
      }
    }
  }

  console.log(
    "\n| voice | 3,000 characters | audio | server RTF | raw engine RTF | server overhead |\n|---|---|---|---|---|---|",
  );
  for (const key of ["espeak-en-us-f", "flite-slt"]) {
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
    const ctx = {
      ports: server.built.ports,
      meta: { geo: {} },
      actor: { kind: "user" as const, userId: account.user.id, sessionId: "bench" },
      userId: account.user.id,
      workspaceId: account.workspace.id,
      role: "owner" as const,
    };
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
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
