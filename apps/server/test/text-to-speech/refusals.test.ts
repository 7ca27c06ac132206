import { longestSpeechTextCharacters, messages } from "@chorus/contract";
import { createTestAccount, databaseKinds, startTestServer, type TestServer } from "@chorus/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emma, sarah, speak } from "./support.ts";

describe.each(databaseKinds)("text-to-speech refusals on %s", (kind) => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer(kind);
    token = (await createTestAccount(server)).accessToken;
  });
  afterAll(async () => server?.close());

  const expectStatus = (
    response: { statusCode: number; json(): { detail: { status: string; message: string } } },
    http: number,
    status: string,
  ) => {
    expect(response.statusCode).toBe(http);
    expect(response.json().detail.status).toBe(status);
  };

  it("refuses empty text with a 422 on the field", async () => {
    const response = await speak(server, token, emma.voiceId, { text: "   " });
    expect(response.statusCode).toBe(422);
    expect(response.json().detail[0]).toMatchObject({ loc: ["body", "text"], msg: messages.textRequired });
  });

  it("refuses an unknown voice, model or language with their own errors", async () => {
    expectStatus(await speak(server, token, "noSuchVoice00000000", { text: "Hi" }), 404, "voice_not_found");
    const model = await speak(server, token, emma.voiceId, { text: "Hi", model_id: "eleven_imaginary_v9" });
    expectStatus(model, 400, "model_not_found");
    expect(model.json().detail.message).toBe(messages.modelNotFound("eleven_imaginary_v9"));
    expectStatus(
      await speak(server, token, emma.voiceId, {
        text: "Hi",
        model_id: "eleven_flash_v2",
        language_code: "de",
      }),
      400,
      "unsupported_language",
    );
    expectStatus(
      await speak(server, token, sarah.voiceId, { text: "Hallo", language_code: "de" }),
      400,
      "unsupported_language",
    );
    expectStatus(
      await speak(server, token, emma.voiceId, { text: "Hi", language_code: "tl" }),
      400,
      "unsupported_language",
    );
  });

  it("enforces the 2,500-character single-request limit for unsubscribed workspaces", async () => {
    const response = await speak(server, token, emma.voiceId, { text: "a".repeat(2501) });
    expectStatus(response, 400, "max_character_limit_exceeded");
    expect(response.json().detail.message).toBe(messages.maxCharacterLimitExceeded(2501, 2500));
  });

  it("answers the spec's limit message up to the longest text any model takes, and a 422 past it", async () => {
    const withinEveryModel = await speak(server, token, emma.voiceId, {
      text: "a".repeat(longestSpeechTextCharacters),
    });
    expectStatus(withinEveryModel, 400, "max_character_limit_exceeded");
    // Past every model's limit the contract refuses before any work (issue 15: no unbounded input).
    const beyond = await speak(server, token, emma.voiceId, {
      text: "a".repeat(longestSpeechTextCharacters + 1),
    });
    expect(beyond.statusCode).toBe(422);
    expect(beyond.json().detail[0]).toMatchObject({ loc: ["body", "text"], type: "too_big" });
  });

  it("gates 192 kbps mp3 to Creator and 44.1 kHz PCM/WAV to Pro", async () => {
    expectStatus(
      await speak(server, token, emma.voiceId, { text: "Hi" }, { query: "output_format=mp3_44100_192" }),
      403,
      "only_for_creator+",
    );
    expectStatus(
      await speak(server, token, emma.voiceId, { text: "Hi" }, { query: "output_format=pcm_44100" }),
      403,
      "only_for_pro+",
    );
    expectStatus(
      await speak(server, token, emma.voiceId, { text: "Hi" }, { query: "output_format=wav_44100" }),
      403,
      "only_for_pro+",
    );
  });

  it("refuses what it cannot do instead of ignoring it", async () => {
    expectStatus(
      await speak(server, token, emma.voiceId, { text: "Hi", audio_effects: { environment_id: "hall" } }),
      400,
      "unsupported_feature",
    );
    expectStatus(
      await speak(server, token, emma.voiceId, {
        text: "Hi",
        pronunciation_dictionary_locators: [{ pronunciation_dictionary_id: "x" }],
      }),
      404,
      "pronunciation_dictionary_not_found",
    );
  });

  it("validates settings and formats", async () => {
    const settings = await speak(server, token, emma.voiceId, {
      text: "Hi",
      voice_settings: { stability: 2 },
    });
    expect(settings.statusCode).toBe(422);
    expect(settings.json().detail[0].loc).toEqual(["body", "voice_settings", "stability"]);
    const wavOnStream = await speak(
      server,
      token,
      emma.voiceId,
      { text: "Hi" },
      { path: "/stream", query: "output_format=wav_16000" },
    );
    expect(wavOnStream.statusCode).toBe(422);
  });
});
