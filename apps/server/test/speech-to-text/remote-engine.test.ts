import { wavHeader } from "@chorus/adapters/audio";
import { createTestAccount, databaseKinds, startTestServer, type TestServer } from "@chorus/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeWhisper, startFakeWhisper } from "./fake-whisper.ts";
import { transcribe } from "./support.ts";

describe.each(databaseKinds)("POST /v1/speech-to-text with a remote engine on %s", (kind) => {
  let server: TestServer;
  let token: string;
  let fake: FakeWhisper;
  const wavFile = {
    bytes: Buffer.concat([Buffer.from(wavHeader(16_000, 32_000)), Buffer.alloc(32_000, 1)]),
    name: "second.wav",
    type: "audio/wav",
  };
  beforeAll(async () => {
    fake = await startFakeWhisper();
    server = await startTestServer(kind, {
      REMOTE_STT_URL: fake.url,
      REMOTE_STT_API_KEY: "stt-secret",
      REMOTE_STT_MODEL: "whisper-large",
      REMOTE_STT_LANGUAGES: "fr,de",
    });
    token = (await createTestAccount(server)).accessToken;
  });
  afterAll(async () => {
    await server?.close();
    fake?.server.close();
  });

  it("sends French to the remote engine and answers its words with spacings", async () => {
    const response = await transcribe(server, token, { model_id: "scribe_v1", language_code: "fr" }, wavFile);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.language_code).toBe("fra");
    expect(body.text).toBe("Bonjour tout le monde.");
    expect(body.words.map((w: { type: string }) => w.type)).toEqual([
      "word",
      "spacing",
      "word",
      "spacing",
      "word",
      "spacing",
      "word",
    ]);
    expect(body.words[0].logprob).toBeCloseTo(-0.2);
    const sent = fake.requests.at(-1)!;
    expect(sent.url).toBe("/v1/audio/transcriptions");
    expect(sent.authorization).toBe("Bearer stt-secret");
    for (const [field, value] of [
      ["model", "whisper-large"],
      ["language", "fr"],
      ["response_format", "verbose_json"],
      ["timestamp_granularities[]", "word"],
    ])
      expect(sent.body).toContain(`name="${field}"\r\n\r\n${value}\r\n`);
    expect(sent.body).toContain("RIFF");
  });

  it("detects the language through the remote engine when none is asked", async () => {
    const response = await transcribe(server, token, { model_id: "scribe_v2" }, wavFile);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().language_code).toBe("fra");
    expect(fake.requests.at(-1)!.body).not.toContain('name="language"');
  });

  it("still refuses a language neither engine handles, naming it", async () => {
    const response = await transcribe(server, token, { model_id: "scribe_v1", language_code: "ja" }, wavFile);
    expect(response.statusCode).toBe(400);
    expect(response.json().detail.message).toContain("Japanese");
  });
});
