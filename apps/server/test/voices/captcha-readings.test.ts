import { captchaTexts, comparableWords, wordDistance } from "@chorus/domain";
import { createTestAccount, startTestServer, type TestAccount, type TestServer } from "@chorus/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pcmOfWav, speakerVoiceId } from "./professional-support.ts";

/**
 * The captcha check's recognition on every captcha text, read the way the voice tests read them
 * (Sarah through the text-to-speech API, so with the watermark, a second of silence around), and
 * read tight, without silence. Each must be heard within the check's allowance (a quarter of the
 * words); with the decoder's defaults "The old lighthouse keeper…" came out as a run of fillers.
 * The database plays no part here, so PGlite only.
 */
describe("captcha readings through the text-to-speech API", () => {
  let server: TestServer;
  let account: TestAccount;
  beforeAll(async () => {
    server = await startTestServer("pglite");
    account = await createTestAccount(server);
  });
  afterAll(async () => server?.close());

  it("hears every captcha text within a quarter of its words, with or without silence around it", async () => {
    const missed: string[] = [];
    for (const text of captchaTexts) {
      const response = await server.request(
        "POST",
        `/v1/text-to-speech/${speakerVoiceId}?output_format=wav_16000`,
        { token: account.accessToken, body: { text, model_id: "eleven_multilingual_v2", seed: 1 } },
      );
      expect(response.statusCode).toBe(200);
      const reading = pcmOfWav(response.rawPayload);
      const withPauses = new Int16Array(reading.length + 32_000);
      withPauses.set(reading, 16_000);
      for (const samples of [withPauses, reading]) {
        const heard = await server.ports.speechRecognizer.recognize(
          { samples, sampleRate: 16_000 },
          { language: "en", expectedText: text },
        );
        const expected = comparableWords(text);
        const distance = wordDistance(expected, comparableWords(heard.text));
        if (distance > Math.floor(expected.length / 4)) missed.push(`${text} → ${heard.text}`);
      }
    }
    expect(missed).toEqual([]);
  }, 120_000);
});
