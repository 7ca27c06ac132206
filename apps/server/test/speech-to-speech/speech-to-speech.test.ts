import { audioMinutesCost, comparableWords, premadeVoices } from "@chorus/domain";
import { createTestAccount, databaseKinds, startTestServer, type TestServer } from "@chorus/testing";
import { engineTest } from "@chorus/testing/engine-tests";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { characterCount, presetUsage } from "../credits/support.ts";
import { sentences, transcribe } from "../speech-to-text/support.ts";
import { lukas, sarah, speak } from "../text-to-speech/support.ts";
import { postForm } from "../voices/cloning-support.ts";

const richard = premadeVoices.find((voice) => voice.key === "flite-rms")!;
const english = `${sentences[0]} ${sentences[1]}`;
const german = "Der schnelle braune Fuchs springt über den faulen Hund und läuft in den Wald.";

/** Recognition, synthesis and a second recognition of the result: slow on a shared two-core machine. */
const slow = 120_000;

/** The share of the reference's words that were heard (in any order): "the output contains the input's words". */
function wordsHeard(reference: string, heard: string): number {
  const found = new Set(comparableWords(heard));
  const words = comparableWords(reference);
  return words.filter((word) => found.has(word)).length / words.length;
}

const asSamples = (bytes: Buffer) =>
  new Int16Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length - (bytes.length % 2)));

describe.each(databaseKinds)("speech to speech on %s", (kind) => {
  // What the conversion sounds like (words heard, pitch, length) is the engines' work: checked once, on one
  // database each; the history and the refusals are checked on both.
  const onPglite = engineTest(kind, "pglite");
  const onPostgres = engineTest(kind, "postgres");
  let server: TestServer;
  let richardSpeech: Buffer;
  let germanSpeech: Buffer;
  const decode16k = async (bytes: Uint8Array) =>
    (await server.ports.audio.decodeFile(bytes, { sampleRate: 16_000 }))!;
  const pitchOf = async (bytes: Uint8Array) => {
    const decoded = await decode16k(bytes);
    return server.ports.voiceAnalyzer.analyze(decoded.samples, 16_000).f0MedianHz;
  };

  beforeAll(async () => {
    server = await startTestServer(kind);
    const account = await createTestAccount(server);
    const query = { query: "output_format=mp3_44100_128" };
    richardSpeech = (
      await speak(server, account.accessToken, richard.voiceId, { text: english, seed: 1 }, query)
    ).rawPayload;
    germanSpeech = (
      await speak(
        server,
        account.accessToken,
        lukas.voiceId,
        { text: german, model_id: "eleven_multilingual_v2", seed: 1 },
        query,
      )
    ).rawPayload;
  });
  afterAll(async () => server?.close());

  const convert = (
    account: { accessToken: string },
    voiceId: string,
    audio: Uint8Array,
    fields: Record<string, string> = {},
    path = "",
  ) =>
    postForm(server, account, `/v1/speech-to-speech/${voiceId}${path}`, fields, [
      { field: "audio", name: "speech.mp3", type: "audio/mpeg", bytes: audio },
    ]);

  onPglite(
    "re-speaks English in the target voice with the original's words and timing, charging 1,000 credits a minute",
    async () => {
      const account = await createTestAccount(server);
      const response = await convert(account, sarah.voiceId, richardSpeech, { seed: "7" });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers["content-type"]).toBe("audio/mpeg");
      expect(response.headers["x-chorus-voice-conversion"]).toBe("resynthesis");
      const input = await decode16k(richardSpeech);
      const output = await decode16k(response.rawPayload);
      expect(Math.abs(output.durationSeconds - input.durationSeconds) / input.durationSeconds).toBeLessThan(
        0.1,
      );
      // Sarah's voice: well above Richard's pitch.
      expect(await pitchOf(response.rawPayload)).toBeGreaterThan((await pitchOf(richardSpeech)) * 1.3);
      const cost = audioMinutesCost(input.durationSeconds);
      expect(response.headers["character-cost"]).toBe(String(cost));
      expect(await characterCount(server, account.accessToken)).toBe(cost);

      const heard = await transcribe(
        server,
        account.accessToken,
        { model_id: "scribe_v1" },
        {
          bytes: response.rawPayload,
        },
      );
      expect(heard.statusCode).toBe(200);
      const text = heard.json().text as string;
      // Measured 0.67 (12 of 18 words); the recogniser hearing re-spoken Flite speech misses a few.
      expect(wordsHeard(english, text), `heard "${text}"`).toBeGreaterThanOrEqual(0.5);
    },
    slow,
  );

  it(
    "records a logged conversion in the history with source STS and the words re-spoken",
    async () => {
      const account = await createTestAccount(server);
      const response = await convert(account, sarah.voiceId, richardSpeech, {
        model_id: "eleven_english_sts_v2",
        voice_settings: JSON.stringify({ stability: 0.8, similarity_boost: 0.9 }),
      });
      expect(response.statusCode).toBe(200);
      const itemId = response.headers["history-item-id"] as string;
      expect(itemId).toBe(response.headers["request-id"]);
      const item = await server.request("GET", `/v1/history/${itemId}`, { token: account.accessToken });
      expect(item.statusCode).toBe(200);
      expect(item.json()).toMatchObject({
        source: "STS",
        voice_id: sarah.voiceId,
        model_id: "eleven_english_sts_v2",
      });
      expect(wordsHeard(english, item.json().text)).toBeGreaterThanOrEqual(0.7);

      const unlogged = await convert(
        account,
        sarah.voiceId,
        germanSpeech,
        { model_id: "eleven_multilingual_sts_v2" },
        "?enable_logging=false",
      );
      expect(unlogged.statusCode).toBe(200);
      expect(unlogged.headers["history-item-id"]).toBeUndefined();
    },
    slow,
  );

  onPostgres(
    "converts a language no engine recognises by pitch and timbre, keeping its length",
    async () => {
      const account = await createTestAccount(server);
      const response = await convert(account, sarah.voiceId, germanSpeech, {
        model_id: "eleven_multilingual_sts_v2",
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers["x-chorus-voice-conversion"]).toBe("pitch_shift");
      const input = await decode16k(germanSpeech);
      const output = await decode16k(response.rawPayload);
      expect(Math.abs(output.durationSeconds - input.durationSeconds) / input.durationSeconds).toBeLessThan(
        0.1,
      );
      expect(await pitchOf(response.rawPayload)).toBeGreaterThan((await pitchOf(germanSpeech)) * 1.2);
    },
    slow,
  );

  onPostgres(
    "streams raw PCM from /stream for a raw 16 kHz upload",
    async () => {
      const account = await createTestAccount(server);
      const pcm = (
        await speak(
          server,
          account.accessToken,
          richard.voiceId,
          { text: sentences[2] },
          { query: "output_format=pcm_16000" },
        )
      ).rawPayload;
      const response = await postForm(
        server,
        account,
        `/v1/speech-to-speech/${sarah.voiceId}/stream?output_format=pcm_22050`,
        { file_format: "pcm_s16le_16", remove_background_noise: "true" },
        [{ field: "audio", name: "speech.pcm", type: "application/octet-stream", bytes: pcm }],
      );
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers["content-type"]).toBe("audio/pcm");
      const seconds = asSamples(response.rawPayload).length / 22_050;
      const inputSeconds = pcm.length / 2 / 16_000;
      expect(Math.abs(seconds - inputSeconds) / inputSeconds).toBeLessThan(0.1);
    },
    slow,
  );

  it(
    "refuses an unknown voice or model and a missing, empty or undecodable file, charging nothing",
    async () => {
      const account = await createTestAccount(server);
      const missingVoice = await convert(account, "no-such-voice", richardSpeech);
      expect(missingVoice.statusCode).toBe(404);
      expect(missingVoice.json().detail.status).toBe("voice_not_found");
      const badModel = await convert(account, sarah.voiceId, richardSpeech, { model_id: "eleven_v9" });
      expect(badModel.statusCode).toBe(400);
      expect(badModel.json().detail.status).toBe("model_not_found");
      const garbage = await postForm(server, account, `/v1/speech-to-speech/${sarah.voiceId}`, {}, [
        {
          field: "audio",
          name: "notes.txt",
          type: "text/plain",
          bytes: new TextEncoder().encode("not audio"),
        },
      ]);
      expect(garbage.statusCode).toBe(422);
      expect(garbage.json().detail[0]).toMatchObject({
        loc: ["body", "audio"],
        msg: "The file holds no audio that could be decoded",
      });
      const empty = await convert(account, sarah.voiceId, new Uint8Array());
      expect(empty.statusCode).toBe(422);
      expect(empty.json().detail[0].msg).toBe("The audio file is empty");
      const missing = await postForm(server, account, `/v1/speech-to-speech/${sarah.voiceId}`, {}, []);
      expect(missing.statusCode).toBe(422);
      const badSettings = await convert(account, sarah.voiceId, richardSpeech, { voice_settings: "{oops" });
      expect(badSettings.statusCode).toBe(422);
      expect(await characterCount(server, account.accessToken)).toBe(0);
    },
    slow,
  );

  it("lists the voice-changer models in GET /v1/models, apart from the text-to-speech ones", async () => {
    const account = await createTestAccount(server);
    const models = (await server.request("GET", "/v1/models", { token: account.accessToken })).json() as {
      model_id: string;
      can_do_voice_conversion: boolean;
      can_do_text_to_speech: boolean;
    }[];
    const conversion = models.filter((model) => model.can_do_voice_conversion);
    expect(conversion.map((model) => model.model_id)).toEqual([
      "eleven_english_sts_v2",
      "eleven_multilingual_sts_v2",
    ]);
    expect(conversion.every((model) => !model.can_do_text_to_speech)).toBe(true);
    expect(models.find((model) => model.model_id === "eleven_multilingual_v2")?.can_do_text_to_speech).toBe(
      true,
    );
  });

  it(
    "refuses with quota_exceeded when the credits do not cover the recording",
    async () => {
      const account = await createTestAccount(server);
      const limit = (
        await server.request("GET", "/v1/user/subscription", { token: account.accessToken })
      ).json().character_limit as number;
      await presetUsage(server, account.workspace, limit - 10);
      const response = await convert(account, sarah.voiceId, richardSpeech);
      expect(response.statusCode).toBe(401);
      expect(response.json().detail.status).toBe("quota_exceeded");
    },
    slow,
  );
});
