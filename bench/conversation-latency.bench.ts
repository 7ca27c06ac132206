// Conversational agents (issue 18 §7), over real WebSockets against an in-process server with the embedded
// engines: voice-to-voice latency (from the end of the caller's speech in the audio sent to the first agent
// audio frame received) at 1 and 8 simultaneous conversations, with the embedded retrieval engine and with a
// fake remote model that adds 200 ms before its first token (callers ask after the agent's greeting; a last
// row asks the moment eight calls open together, while their live decoders still load); barge-in (from the
// onset of the caller's speech over the agent, its first sample above -36 dBFS, to the `interruption`
// frame); and the word error rate of Flite-spoken questions.
// Run: npx tsx bench/conversation-latency.bench.ts   (BENCH_ROUNDS per conversation, default 4)
import { startFakeOpenAiServer } from "@chorus/adapters/testing/fake-openai";
import { premadeVoices } from "@chorus/domain";
import { createTestApiKey } from "@chorus/testing";
import WebSocket from "ws";
import { machineLine, percentile, startSpeechBenchServer } from "./support/speech-bench-server.ts";

const rounds = Number(process.env.BENCH_ROUNDS ?? 4);
const sarah = premadeVoices.find((voice) => voice.key === "flite-slt")!;
const prompt =
  "Crumb Bakery opens at 7 am and closes at 6 pm every day. A loaf of rye bread costs 4 euros. The bakery is on Mill Street next to the station. We deliver cakes on Saturdays.";
const questions = [
  "What are your opening hours?",
  "How much is a loaf of rye bread?",
  "Where is the bakery?",
  "Do you deliver cakes?",
  "When do you close in the evening?",
  "Is the bakery next to the station?",
  "What time do you open on Monday?",
  "Can I buy bread on Saturday?",
  "How much does the rye bread cost?",
  "Where can I find you?",
];
const chunkSamples = 1_600; // 100 ms at 16 kHz
const silence = (seconds: number) => Buffer.alloc(Math.round(seconds * 16_000) * 2);

// biome-ignore lint/suspicious/noExplicitAny: frames are read field by field, whichever payload their type carries
type Frame = { type: string } & Record<string, any>;

const server = await startSpeechBenchServer({ CHORUS_BILLING: "off" });
const fake = await startFakeOpenAiServer({ models: ["remote-200ms"] });
const [account] = await server.proAccounts(1);
const key = (
  await createTestApiKey(server.harness as never, {
    workspaceId: account!.workspace.id,
    userId: account!.user.id,
  })
).secret;
const base = `http://127.0.0.1:${server.port}`;
const api = async (method: string, path: string, body?: unknown) => {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { "xi-api-key": key, ...(body ? { "content-type": "application/json" } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response;
};

/** Flite's Sarah reading `text`, as 16 kHz PCM from the server's own text to speech. */
async function spoken(text: string): Promise<Buffer> {
  const response = await api("POST", `/v1/text-to-speech/${sarah.voiceId}?output_format=pcm_16000`, { text });
  return Buffer.from(await response.arrayBuffer());
}

async function createAgent(firstMessage: string, customLlm?: string): Promise<string> {
  const response = await api("POST", "/v1/convai/agents/create", {
    conversation_config: {
      agent: {
        first_message: firstMessage,
        prompt: {
          prompt,
          ...(customLlm ? { custom_llm: { url: customLlm, model_id: "remote-200ms" } } : {}),
        },
        built_in_tools: { end_call: null },
      },
      turn: { turn_timeout: -1 },
      conversation: { max_duration_seconds: 1_800 },
    },
    platform_settings: { call_limits: { agent_concurrency_limit: -1 }, privacy: { record_voice: false } },
  });
  return ((await response.json()) as { agent_id: string }).agent_id;
}

/** One conversation over a real socket; frames are timed as they arrive. */
async function open(agentId: string) {
  const { signed_url: url } = (await (
    await api("GET", `/v1/convai/conversation/get-signed-url?agent_id=${agentId}`)
  ).json()) as {
    signed_url: string;
  };
  const query = new URL(url).search;
  const ws = new WebSocket(`ws://127.0.0.1:${server.port}/v1/convai/conversation${query}`, ["convai"]);
  const frames: { at: number; frame: Frame }[] = [];
  let notify: (() => void) | undefined;
  ws.on("message", (data) => {
    frames.push({ at: performance.now(), frame: JSON.parse(data.toString()) });
    notify?.();
  });
  await new Promise((resolve) => ws.once("open", resolve));
  ws.send(JSON.stringify({ type: "conversation_initiation_client_data" }));
  const waitFor = (match: (frame: Frame, at: number) => boolean, timeoutMs = 60_000) =>
    new Promise<{ at: number; frame: Frame }>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`timed out; frames: ${frames.map((f) => f.frame.type).join(",")}`)),
        timeoutMs,
      );
      const check = () => {
        const found = frames.find((entry) => match(entry.frame, entry.at));
        if (found) {
          clearTimeout(timer);
          notify = undefined;
          resolve(found);
        }
      };
      notify = check;
      check();
    });
  /** Sends PCM in 100 ms chunks at real time; answers when its last chunk went out. */
  const stream = async (pcm: Buffer) => {
    const start = performance.now();
    for (let index = 0, at = 0; at < pcm.length; index++, at += chunkSamples * 2) {
      ws.send(
        JSON.stringify({ user_audio_chunk: pcm.subarray(at, at + chunkSamples * 2).toString("base64") }),
      );
      const due = start + (index + 1) * 100;
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())));
    }
    return performance.now();
  };
  await waitFor((frame) => frame.type === "conversation_initiation_metadata");
  return { ws, frames, waitFor, stream };
}

/** Voice to voice, `rounds` questions in a row: end of the spoken question → first audio of the answer. */
async function voiceToVoice(agentId: string, audio: Buffer[], greeted: boolean): Promise<number[]> {
  const call = await open(agentId);
  const latencies: number[] = [];
  if (greeted) {
    // The caller listens to the agent's greeting before asking, as on a real call.
    await call.waitFor((frame) => frame.type === "agent_response");
    await new Promise((resolve) => setTimeout(resolve, 2_500));
  }
  for (let round = 0; round < rounds; round++) {
    const question = audio[round % audio.length]!;
    const before = call.frames.length;
    const speechEnd = await call.stream(question);
    // Silence keeps flowing, as a microphone's does, until the answer's first audio arrives.
    let answered = false;
    const keepQuiet = (async () => {
      while (!answered) await call.stream(silence(0.1));
    })();
    const first = await call.waitFor(
      (frame, at) =>
        frame.type === "audio" &&
        at > speechEnd &&
        call.frames.indexOf(call.frames.find((f) => f.frame === frame)!) >= before,
    );
    answered = true;
    await keepQuiet;
    latencies.push(first.at - speechEnd);
    // Let the answer play out before the next question.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
  }
  call.ws.close();
  return latencies;
}

async function latencyRow(
  label: string,
  agentId: string,
  audio: Buffer[],
  concurrent: number,
  greeted = true,
) {
  const all = (
    await Promise.all(Array.from({ length: concurrent }, () => voiceToVoice(agentId, audio, greeted)))
  ).flat();
  console.log(
    `| ${label} | ${concurrent} | ${all.length} | ${Math.round(percentile(all, 50))} ms | ${Math.round(percentile(all, 95))} ms |`,
  );
}

/** Barge-in: the caller starts speaking over the agent's long first message; onset → `interruption`. */
async function bargeIn(agentId: string, question: Buffer): Promise<number> {
  const call = await open(agentId);
  await call.waitFor((frame) => frame.type === "audio");
  const sent = performance.now();
  const streaming = call.stream(Buffer.concat([question, silence(1)]));
  const interruption = await call.waitFor((frame) => frame.type === "interruption");
  await streaming;
  call.ws.close();
  // The speech starts after the synthesized question's leading silence, which is sent in real time.
  return interruption.at - (sent + leadingSilenceMs(question));
}

/** Milliseconds of 16 kHz PCM before its first sample above -36 dBFS (the speech's onset). */
function leadingSilenceMs(pcm: Buffer): number {
  const samples = new Int16Array(pcm.buffer, pcm.byteOffset, pcm.length / 2);
  const first = samples.findIndex((sample) => Math.abs(sample) > 512);
  return first < 0 ? 0 : first / 16;
}

/** Word error rate: word-level edit distance over the reference's length. */
function wordErrors(reference: string, heard: string): { errors: number; words: number } {
  const words = (text: string) =>
    text
      .toLowerCase()
      .replace(/[^a-z0-9' ]/g, " ")
      .split(/\s+/)
      .filter(Boolean);
  const ref = words(reference);
  const hyp = words(heard);
  const row = Array.from({ length: hyp.length + 1 }, (_, j) => j);
  for (let i = 1; i <= ref.length; i++) {
    let diagonal = row[0]!;
    row[0] = i;
    for (let j = 1; j <= hyp.length; j++) {
      const above = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, diagonal + (ref[i - 1] === hyp[j - 1] ? 0 : 1));
      diagonal = above;
    }
  }
  return { errors: row[hyp.length]!, words: ref.length };
}

console.log(machineLine(server.database));
const audio = await Promise.all(questions.map(spoken));
const greeting = "Crumb Bakery, how can I help?";
const greetingAgent = await createAgent(greeting);
const remoteAgent = await createAgent(greeting, `${fake.baseUrl}`);
// No greeting: the first question comes the moment the call opens, while its live decoder still loads.
const quietAgent = await createAgent("");
for (let i = 0; i < 400; i++)
  fake.script({ text: "Crumb Bakery opens at 7 am and closes at 6 pm every day.", delayFirstTokenMs: 200 });

console.log("\n| voice to voice | conversations at once | turns | p50 | p95 |\n|---|---|---|---|---|");
await latencyRow("embedded retrieval engine", greetingAgent, audio, 1);
await latencyRow("embedded retrieval engine", greetingAgent, audio, 8);
await latencyRow("fake remote model, +200 ms to first token", remoteAgent, audio, 1);
await latencyRow("fake remote model, +200 ms to first token", remoteAgent, audio, 8);
await latencyRow("embedded retrieval engine, asked at once (no greeting)", quietAgent, audio, 8, false);

const talkative = await createAgent(
  "Welcome to Crumb Bakery. We bake bread, rolls and cakes every morning, and on weekends we also make croissants, pretzels and a rye loaf that many of our neighbours love.",
);
const barge: number[] = [];
for (let i = 0; i < Math.max(4, rounds); i++) barge.push(await bargeIn(talkative, audio[i % audio.length]!));
console.log(
  `\nbarge-in (speech onset → interruption): p50 ${Math.round(percentile(barge, 50))} ms, p95 ${Math.round(percentile(barge, 95))} ms over ${barge.length}`,
);

let errors = 0;
let words = 0;
const wer = await open(quietAgent);
for (const [index, question] of questions.entries()) {
  const before = wer.frames.length;
  await wer.stream(Buffer.concat([audio[index]!, silence(1.2)]));
  const heard = await wer.waitFor(
    (frame) => frame.type === "user_transcript" && wer.frames.findIndex((f) => f.frame === frame) >= before,
  );
  const counted = wordErrors(question, heard.frame.user_transcription_event.user_transcript);
  if (process.env.BENCH_VERBOSE)
    console.log(`  "${question}" → "${heard.frame.user_transcription_event.user_transcript}"`);
  errors += counted.errors;
  words += counted.words;
  await new Promise((resolve) => setTimeout(resolve, 2_000));
}
wer.ws.close();
console.log(
  `word error rate of ${questions.length} Flite-spoken questions: ${((100 * errors) / words).toFixed(1)}% (${errors}/${words} words)`,
);

await fake.close();
await server.stop();
process.exit(0);
