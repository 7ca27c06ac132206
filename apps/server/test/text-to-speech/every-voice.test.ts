import { premadeVoices, previewTexts } from "@chorus/domain";
import { createTestAccount, startTestServer, type TestServer } from "@chorus/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pcmRms, pcmSeconds, speak } from "./support.ts";

// Engines, not the database, are under test here, so this runs on PGlite only.
describe("every premade voice speaks its welcome text", () => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer("pglite");
    token = (await createTestAccount(server)).accessToken;
  });
  afterAll(async () => server?.close());

  it.each(
    premadeVoices.map(
      (voice) =>
        [
          `${voice.name} (${voice.language}, ${voice.engine.engine} ${voice.engine.engineVoiceId})`,
          voice,
        ] as const,
    ),
  )("%s", async (_, voice) => {
    const text = previewTexts[voice.language]!;
    const response = await speak(
      server,
      token,
      voice.voiceId,
      { text, model_id: "eleven_v3" },
      { query: "output_format=pcm_16000" },
    );
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    const seconds = pcmSeconds(response.rawPayload, 16_000);
    // A welcome sentence of ~60–110 characters takes a few seconds to say, never a blip or a minute.
    expect(seconds).toBeGreaterThan(1.5);
    expect(seconds).toBeLessThan(30);
    expect(pcmRms(response.rawPayload)).toBeGreaterThan(0.02);
  });
});
