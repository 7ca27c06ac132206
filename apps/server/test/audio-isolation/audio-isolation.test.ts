import { mixAtSnr, snrAgainstReference, whiteNoise } from "@chorus/adapters/testing/noisy-speech";
import { createTestAccount, databaseKinds, startTestServer, type TestServer } from "@chorus/testing";
import { engineTest } from "@chorus/testing/engine-tests";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { presetUsage } from "../credits/support.ts";
import { sarah, speak } from "../text-to-speech/support.ts";
import { postForm } from "../voices/cloning-support.ts";

const text = "The quick brown fox jumps over the lazy dog, and the noise should fade away behind it.";

const asSamples = (bytes: Buffer) =>
  new Int16Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length - (bytes.length % 2)));
const asBytes = (samples: Int16Array) =>
  new Uint8Array(samples.buffer, samples.byteOffset, samples.byteLength);

describe.each(databaseKinds)("audio isolation on %s", (kind) => {
  // The denoiser's work is tested once per run, the kinds taking turns; refusals and charges on both.
  const onPglite = engineTest(kind, "pglite");
  const onPostgres = engineTest(kind, "postgres");
  let server: TestServer;
  let clean: Int16Array;
  beforeAll(async () => {
    server = await startTestServer(kind);
    const account = await createTestAccount(server);
    const speech = await speak(
      server,
      account.accessToken,
      sarah.voiceId,
      { text },
      { query: "output_format=pcm_16000" },
    );
    clean = asSamples(speech.rawPayload);
  });
  afterAll(async () => server?.close());

  onPglite(
    "raises the SNR of speech in white noise, answers mp3 and charges 1,000 credits per minute",
    async () => {
      const account = await createTestAccount(server);
      const noisy = mixAtSnr(clean, whiteNoise(clean.length, 42), 5);
      const response = await postForm(
        server,
        account,
        "/v1/audio-isolation",
        { file_format: "pcm_s16le_16" },
        [{ field: "audio", name: "noisy.pcm", type: "application/octet-stream", bytes: asBytes(noisy) }],
      );
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toBe("audio/mpeg");
      const isolated = (await server.ports.audio.decodeFile(response.rawPayload, { sampleRate: 16_000 }))!;
      const before = snrAgainstReference(clean, noisy);
      const after = snrAgainstReference(clean, isolated.samples);
      expect(after - before, `SNR ${before.toFixed(1)} dB → ${after.toFixed(1)} dB`).toBeGreaterThan(3);
      const seconds = Math.ceil(clean.length / 16_000);
      const subscription = await server.request("GET", "/v1/user/subscription", {
        token: account.accessToken,
      });
      expect(subscription.json().character_count).toBe(Math.ceil((seconds * 1000) / 60));
    },
  );

  onPostgres("streams the isolated audio of an mp3 upload (file_format other) from /stream", async () => {
    const account = await createTestAccount(server);
    const speech = await speak(
      server,
      account.accessToken,
      sarah.voiceId,
      { text },
      { query: "output_format=mp3_22050_32" },
    );
    const response = await postForm(server, account, "/v1/audio-isolation/stream", {}, [
      { field: "audio", name: "speech.mp3", type: "audio/mpeg", bytes: speech.rawPayload },
    ]);
    expect(response.statusCode).toBe(200);
    const isolated = (await server.ports.audio.decodeFile(response.rawPayload, { sampleRate: 16_000 }))!;
    expect(isolated.durationSeconds).toBeGreaterThan(2);
  });

  it("refuses an empty or undecodable file, and a missing one, naming the field; charges nothing", async () => {
    const account = await createTestAccount(server);
    const garbage = await postForm(server, account, "/v1/audio-isolation", {}, [
      {
        field: "audio",
        name: "notes.txt",
        type: "text/plain",
        bytes: new TextEncoder().encode("not audio at all"),
      },
    ]);
    expect(garbage.statusCode).toBe(422);
    expect(garbage.json().detail[0]).toMatchObject({
      loc: ["body", "audio"],
      msg: "The file holds no audio that could be decoded",
    });
    const empty = await postForm(server, account, "/v1/audio-isolation", {}, [
      { field: "audio", name: "empty.wav", type: "audio/wav", bytes: new Uint8Array() },
    ]);
    expect(empty.statusCode).toBe(422);
    expect(empty.json().detail[0].msg).toBe("The audio file is empty");
    const missing = await postForm(server, account, "/v1/audio-isolation", {}, []);
    expect(missing.statusCode).toBe(422);
    const subscription = await server.request("GET", "/v1/user/subscription", { token: account.accessToken });
    expect(subscription.json().character_count).toBe(0);
  });

  it("refuses with quota_exceeded when the credits do not cover the audio", async () => {
    const account = await createTestAccount(server);
    const limit = (
      await server.request("GET", "/v1/user/subscription", { token: account.accessToken })
    ).json().character_limit as number;
    await presetUsage(server, account.workspace, limit - 10);
    const response = await postForm(server, account, "/v1/audio-isolation", { file_format: "pcm_s16le_16" }, [
      { field: "audio", name: "speech.pcm", type: "application/octet-stream", bytes: asBytes(clean) },
    ]);
    expect(response.statusCode).toBe(401);
    expect(response.json().detail.status).toBe("quota_exceeded");
  });
});
