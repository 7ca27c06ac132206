import { decodeWithFfmpeg, ffprobe } from "@chorus/adapters/testing/ffprobe";
import { recognizeSpeech, wordErrorRate } from "@chorus/adapters/testing/speech";
import type { StartedChorus } from "@chorus/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { sharedChorusAccount } from "./support/shared-chorus-account.ts";

const sentence = "The quick brown fox jumps over the lazy dog. ";

interface Frame {
  audio?: string;
  isFinal?: boolean;
  contextId?: string;
  alignment?: { chars: string[] } | null;
  error?: string;
}

/** Connects as the official Python SDK's `convert_realtime` does: key in a header, ws:// from the base URL. */
function connect(url: string, headers: Record<string, string>) {
  const ws = new WebSocket(url, { headers });
  const frames: Frame[] = [];
  ws.on("message", (data) => frames.push(JSON.parse(data.toString()) as Frame));
  const opened = new Promise<void>((resolve, reject) => {
    ws.once("open", () => resolve());
    ws.once("error", reject);
  });
  const closed = new Promise<number>((resolve) => ws.once("close", (code) => resolve(code)));
  return { ws, frames, opened, closed, send: (message: object) => ws.send(JSON.stringify(message)) };
}

const audioOf = (frames: Frame[]) =>
  Buffer.concat(frames.filter((f) => f.audio).map((f) => Buffer.from(f.audio!, "base64")));

describe("text-to-speech WebSockets against the real process", () => {
  let chorus: StartedChorus;
  let apiKey: string;
  let owner: { email: string; password: string };
  let wsBase: string;
  let sarahId: string;
  beforeAll(async () => {
    const account = await sharedChorusAccount("ws");
    ({ chorus, apiKey } = account);
    owner = { email: account.email, password: account.password };
    wsBase = chorus.url.replace(/^http/, "ws");
    const voices = await fetch(`${chorus.url}/v2/voices?search=Sarah`, { headers: { "xi-api-key": apiKey } });
    sarahId = (await voices.json()).voices[0].voice_id;
  });
  afterAll(async () => chorus?.stop());

  it("stream-input: text streamed word by word comes back as mp3 a recognizer understands", async () => {
    // Seeded: the same speech every run (WER 0.22 with seed 1), not a random voice variation each time.
    const socket = connect(
      `${wsBase}/v1/text-to-speech/${sarahId}/stream-input?model_id=eleven_flash_v2_5&output_format=mp3_44100_128&seed=1`,
      { "xi-api-key": apiKey },
    );
    await socket.opened;
    socket.send({
      text: " ",
      try_trigger_generation: true,
      generation_config: { chunk_length_schedule: [50] },
    });
    // Like an LLM's tokens: word by word, each chunk ending with a space.
    for (const word of `${sentence}${sentence}`.split(" ").filter(Boolean)) socket.send({ text: `${word} ` });
    socket.send({ text: "" });
    expect(await socket.closed).toBe(1000);
    expect(socket.frames.at(-1)).toEqual({ isFinal: true });

    const mp3 = audioOf(socket.frames);
    const probe = await ffprobe(mp3);
    expect(probe.stream.codec_name).toBe("mp3");
    expect(probe.stream.sample_rate).toBe("44100");
    const samples = await decodeWithFfmpeg(mp3, 16_000);
    expect(samples.length / 16_000).toBeGreaterThan(3);
    const heard = (await recognizeSpeech(samples, 16_000)).map((w) => w.word).join(" ");
    expect(wordErrorRate(`${sentence}${sentence}`, heard)).toBeLessThan(0.35);
  });

  it("multi-stream-input: bearer token in the query, two contexts, close_socket", async () => {
    const signIn = await fetch(`${chorus.url}/v1/auth/sign-in`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(owner),
    });
    const accessToken = (await signIn.json()).access_token as string;
    expect(accessToken).toBeTruthy();
    const socket = connect(
      `${wsBase}/v1/text-to-speech/${sarahId}/multi-stream-input?output_format=pcm_16000&authorization=${encodeURIComponent(`Bearer ${accessToken}`)}`,
      {},
    );
    await socket.opened;
    socket.send({ text: "First voice line. ", context_id: "one", flush: true });
    socket.send({ text: "Second voice line. ", context_id: "two", flush: true });
    socket.send({ close_socket: true });
    expect(await socket.closed).toBe(1000);
    for (const id of ["one", "two"]) {
      const frames = socket.frames.filter((f) => f.contextId === id);
      expect(frames.at(-1)).toEqual({ isFinal: true, contextId: id });
      expect(audioOf(frames).length).toBeGreaterThan(16_000);
    }
  });
});
