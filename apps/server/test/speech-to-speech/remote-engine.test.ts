import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createTestAccount, databaseKinds, startTestServer, type TestServer } from "@chorus/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lukas, sarah, speak } from "../text-to-speech/support.ts";
import { postForm } from "../voices/cloning-support.ts";

/** What the fake Whisper "hears": German words with a clear pause between 1.6 s and 2.5 s. */
const heardWords = [
  { word: " Der", start: 0.2, end: 0.5 },
  { word: " schnelle", start: 0.5, end: 1.0 },
  { word: " Fuchs", start: 1.1, end: 1.6 },
  { word: " springt.", start: 2.5, end: 3.0 },
];

/** A local stand-in for an OpenAI-compatible Whisper server that detects German. */
async function startFakeWhisper() {
  const requests: string[] = [];
  const server: Server = createServer((request, response) => {
    request.resume();
    request.on("end", () => {
      requests.push(request.url ?? "");
      response.setHeader("content-type", "application/json");
      response.end(
        JSON.stringify({
          language: "german",
          duration: 3,
          text: "Der schnelle Fuchs springt.",
          words: heardWords,
          segments: [{ start: 0, end: 3, avg_logprob: -0.1 }],
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, requests, server };
}

/** Root-mean-square level of samples between two times. */
function rmsBetween(samples: Int16Array, sampleRate: number, from: number, to: number): number {
  const part = samples.subarray(Math.round(from * sampleRate), Math.round(to * sampleRate));
  let sum = 0;
  for (const sample of part) sum += (sample / 32768) ** 2;
  return Math.sqrt(sum / Math.max(1, part.length));
}

describe.each(databaseKinds)("speech to speech with a remote transcription engine on %s", (kind) => {
  let server: TestServer;
  let fake: Awaited<ReturnType<typeof startFakeWhisper>>;
  let german: Buffer;
  beforeAll(async () => {
    fake = await startFakeWhisper();
    server = await startTestServer(kind, {
      REMOTE_STT_URL: fake.url,
      REMOTE_STT_MODEL: "whisper-large",
      REMOTE_STT_LANGUAGES: "de,fr",
    });
    const account = await createTestAccount(server);
    german = (
      await speak(
        server,
        account.accessToken,
        lukas.voiceId,
        {
          text: "Der schnelle braune Fuchs springt über den faulen Hund.",
          model_id: "eleven_multilingual_v2",
        },
        { query: "output_format=mp3_44100_128" },
      )
    ).rawPayload;
  });
  afterAll(async () => {
    await server?.close();
    fake?.server.close();
  });

  const convert = (account: { accessToken: string }, voiceId: string) =>
    postForm(
      server,
      account,
      `/v1/speech-to-speech/${voiceId}?output_format=pcm_16000`,
      { model_id: "eleven_multilingual_sts_v2" },
      [{ field: "audio", name: "german.mp3", type: "audio/mpeg", bytes: german }],
    );

  it("re-speaks the German words the engine detected, each at its time, and logs them", async () => {
    const account = await createTestAccount(server);
    const response = await convert(account, lukas.voiceId);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["x-chorus-voice-conversion"]).toBe("resynthesis");
    expect(fake.requests.length).toBeGreaterThan(0);
    const bytes = response.rawPayload;
    const samples = new Int16Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length));
    const input = (await server.ports.audio.decodeFile(german, { sampleRate: 16_000 }))!;
    expect(Math.abs(samples.length / 16_000 - input.durationSeconds)).toBeLessThan(0.05);
    // Speech where the words were heard, silence in the pause and before the first word.
    const speech = rmsBetween(samples, 16_000, 0.25, 1.5);
    expect(speech).toBeGreaterThan(0.02);
    expect(rmsBetween(samples, 16_000, 1.7, 2.4)).toBeLessThan(speech / 20);
    expect(rmsBetween(samples, 16_000, 0, 0.15)).toBeLessThan(speech / 20);
    expect(rmsBetween(samples, 16_000, 2.55, 2.95)).toBeGreaterThan(0.02);

    const item = await server.request("GET", `/v1/history/${response.headers["history-item-id"]}`, {
      token: account.accessToken,
    });
    expect(item.json()).toMatchObject({ source: "STS", text: "Der schnelle Fuchs springt." });
  });

  it("shifts pitch and timbre when the voice cannot speak the language detected", async () => {
    const account = await createTestAccount(server);
    const response = await convert(account, sarah.voiceId);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["x-chorus-voice-conversion"]).toBe("pitch_shift");
  });
});
