import { analyzeVoice } from "@chorus/adapters/voice-analysis";
import type { VoiceFeatures } from "@chorus/domain";
import { designVariants, premadeVoices } from "@chorus/domain";
import {
  createTestAccount,
  createTestApiKey,
  databaseKinds,
  startTestServer,
  type TestAccount,
  type TestServer,
} from "@chorus/testing";
import { engineTest } from "@chorus/testing/engine-tests";
import { VoiceDesignPreviewResponse } from "@elevenlabs/elevenlabs-js/dist/serialization/types/VoiceDesignPreviewResponse.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readAsSdk, subscribe } from "./cloning-support.ts";

const sdkOptions = { unrecognizedObjectKeys: "passthrough" as const, breadcrumbsPrefix: ["response"] };
const readPreviews = (body: unknown) => VoiceDesignPreviewResponse.parseOrThrow(body, sdkOptions);

const text =
  "The harbour lights came on one by one, and the fishing boats returned slowly with the evening tide.";

/** The first preview's PCM (pcm_16000), measured like a clone: median F0 and speaking rate. */
function measure(body: { previews: { audio_base_64: string }[] }, index = 0): VoiceFeatures {
  const bytes = Buffer.from(body.previews[index]!.audio_base_64, "base64");
  const samples = new Int16Array(bytes.buffer, bytes.byteOffset, bytes.length / 2);
  return analyzeVoice(samples, 16_000);
}

describe.each(databaseKinds)("voice design and remix on %s", (kind) => {
  // What the previews sound like is the engines' work, the same on either database: measured once, on PGlite.
  const measuredOnce = engineTest(kind, "pglite");
  let server: TestServer;
  let owner: TestAccount;
  let other: TestAccount;

  const design = (account: TestAccount, body: Record<string, unknown>, query = "?output_format=pcm_16000") =>
    server.request("POST", `/v1/text-to-voice/design${query}`, { token: account.accessToken, body });
  const designPcm = async (voice_description: string, extra: Record<string, unknown> = {}) => {
    const response = await design(owner, { voice_description, text, seed: 11, ...extra });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  beforeAll(async () => {
    server = await startTestServer(kind);
    owner = await createTestAccount(server);
    other = await createTestAccount(server);
  });
  afterAll(async () => server?.close());

  it("answers three previews the SDK reads, as 192 kbps mp3 by default, on the free plan", async () => {
    const response = await design(
      owner,
      { voice_description: "A warm, calm woman with a British accent", auto_generate_text: true },
      "",
    );
    expect(response.statusCode, response.body).toBe(200);
    const body = readPreviews(response.json());
    expect(body.previews).toHaveLength(3);
    expect(body.text.length).toBeGreaterThanOrEqual(70);
    expect(body.text.length).toBeLessThanOrEqual(150);
    expect(body.text).toMatch(/no hurry/); // calm → the calm text
    for (const preview of body.previews) {
      expect(preview.mediaType).toBe("audio/mpeg");
      expect(preview.language).toBe("en");
      expect(preview.durationSecs).toBeGreaterThan(3);
      const mp3 = Buffer.from(preview.audioBase64, "base64");
      // MPEG-1 layer III frame header; bitrate index 1011 = 192 kbps at 44.1 kHz.
      expect(mp3[0]).toBe(0xff);
      expect((mp3[2]! >> 4) & 0xf).toBe(0b1011);
    }
    expect(new Set(body.previews.map((p) => p.generatedVoiceId)).size).toBe(3);

    const older = await server.request(
      "POST",
      "/v1/text-to-voice/create-previews?output_format=mp3_22050_32",
      {
        token: owner.accessToken,
        body: { voice_description: "A warm, calm woman with a British accent", text, seed: 3 },
      },
    );
    expect(older.statusCode, older.body).toBe(200);
    expect(readPreviews(older.json()).text).toBe(text);
  });

  it("refuses short descriptions, texts out of 70–150 and a missing text with the spec's messages", async () => {
    const short = await design(owner, { voice_description: "a deep voice", auto_generate_text: true });
    expect(short.statusCode).toBe(422);
    expect(short.json().detail[0].msg).toBe("The voice description must be at least 20 characters");
    const shortText = await design(owner, {
      voice_description: "a deep voice of a tall man",
      text: "Too short.",
    });
    expect(shortText.statusCode).toBe(422);
    expect(shortText.json().detail[0].msg).toBe("The preview text must be between 70 and 150 characters");
    const longText = await design(owner, {
      voice_description: "a deep voice of a tall man",
      text: text.repeat(2),
    });
    expect(longText.statusCode).toBe(422);
    const none = await design(owner, { voice_description: "a deep voice of a tall man" });
    expect(none.statusCode).toBe(422);
    expect(none.json().detail[0].msg).toBe(
      "Give a preview text of 70 to 150 characters, or set auto_generate_text to true",
    );
    const pro = await design(
      owner,
      { voice_description: "a deep voice of a tall man", text },
      "?output_format=pcm_44100",
    );
    expect(pro.statusCode).toBe(403);
  });

  measuredOnce("gives the same previews for the same seed and different ones for another seed", async () => {
    const description = "A young man with an energetic voice";
    const a = await designPcm(description, { seed: 42 });
    const b = await designPcm(description, { seed: 42 });
    const c = await designPcm(description, { seed: 43 });
    expect(b.previews.map((p: { audio_base_64: string }) => p.audio_base_64)).toEqual(
      a.previews.map((p: { audio_base_64: string }) => p.audio_base_64),
    );
    expect(c.previews[0].audio_base_64).not.toBe(a.previews[0].audio_base_64);
    // The three previews of one request differ from each other too.
    expect(new Set(a.previews.map((p: { audio_base_64: string }) => p.audio_base_64)).size).toBe(3);
  });

  measuredOnce("moves the measured F0 and speaking rate the way the words say", async () => {
    const figures = async (description: string) => measure(await designPcm(description));
    const woman = await figures("A woman reading the evening news");
    const man = await figures("A man reading the evening news");
    const deep = await figures("A deep, slow man reading the news");
    const high = await figures("A high, fast man reading the news");
    const young = await figures("A young man reading the evening news");
    const old = await figures("An elderly man reading the evening news");
    const monotone = await figures("A monotone man reading the evening news");
    const expressive = await figures("An expressive man reading the evening news");
    expect(woman.f0MedianHz / man.f0MedianHz).toBeGreaterThan(1.4);
    expect(deep.f0MedianHz).toBeLessThan(man.f0MedianHz * 0.9);
    expect(high.f0MedianHz).toBeGreaterThan(man.f0MedianHz * 1.1);
    expect(deep.speakingRate).toBeLessThan(man.speakingRate * 0.95);
    expect(high.speakingRate).toBeGreaterThan(man.speakingRate * 1.1);
    expect(young.f0MedianHz).toBeGreaterThan(man.f0MedianHz);
    expect(young.speakingRate).toBeGreaterThan(old.speakingRate);
    expect(old.f0MedianHz).toBeLessThan(young.f0MedianHz);
    expect(expressive.f0RangeSemitones).toBeGreaterThan(monotone.f0RangeSemitones);
  });

  measuredOnce("scales output gain with loudness", async () => {
    const rms = (body: { previews: { audio_base_64: string }[] }) => {
      const bytes = Buffer.from(body.previews[0]!.audio_base_64, "base64");
      const samples = new Int16Array(bytes.buffer, bytes.byteOffset, bytes.length / 2);
      let sum = 0;
      for (const s of samples) sum += s * s;
      return Math.sqrt(sum / samples.length);
    };
    const quiet = rms(await designPcm("A calm woman reading a story", { loudness: -1 }));
    const loud = rms(await designPcm("A calm woman reading a story", { loudness: 0.5 }));
    expect(20 * Math.log10(loud / quiet)).toBeGreaterThan(12);
  });

  measuredOnce("speaks every texture variant the rule table uses with the bundled eSpeak-NG", async () => {
    const espeak = server.ports.speech.get("espeak")!;
    const variants = new Set(Object.values(designVariants).flatMap((pool) => [...pool.female, ...pool.male]));
    for (const variant of variants) {
      let samples = 0;
      for await (const chunk of espeak.synthesize({
        text: "Testing this variant.",
        voice: { engine: "espeak", engineVoiceId: `en-us+${variant}`, language: "en" },
        prosody: { pitch: 1, rate: 1, pitchRange: 0.5 },
      }))
        if (chunk.kind === "audio") samples += chunk.samples.length;
      expect(samples, variant).toBeGreaterThan(10_000);
    }
  });

  it("turns a preview into a generated voice the SDK reads, with the accent's language, and speaks it", async () => {
    const body = await designPcm("A French woman, breathy and calm");
    expect(body.previews[0].language).toBe("fr");
    const response = await server.request("POST", "/v1/text-to-voice", {
      token: owner.accessToken,
      body: {
        voice_name: "Amélie",
        voice_description: "A French woman, breathy and calm",
        generated_voice_id: body.previews[0].generated_voice_id,
        labels: { use_case: "narration" },
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const voice = readAsSdk.voice(response.json());
    expect(voice.category).toBe("generated");
    expect(voice.name).toBe("Amélie");
    expect(voice.labels).toEqual({ gender: "female", accent: "parisian", use_case: "narration" });
    const raw = response.json();
    expect(raw.language).toBe("fr");
    expect(raw.analysis.base_voice).toBe("fr+f5");
    expect(raw.analysis.clone.f0_median_hz).toBeGreaterThan(150);

    const search = await server.request("GET", "/v2/voices?category=generated", { token: owner.accessToken });
    expect(search.json().voices.map((v: { voice_id: string }) => v.voice_id)).toEqual([voice.voiceId]);

    const speech = await server.request(
      "POST",
      `/v1/text-to-speech/${voice.voiceId}?output_format=pcm_16000`,
      {
        token: owner.accessToken,
        body: { text: "Bonjour, je suis une voix conçue à partir d'une description.", seed: 1 },
      },
    );
    expect(speech.statusCode, speech.body).toBe(200);
    const samples = new Int16Array(
      speech.rawPayload.buffer,
      speech.rawPayload.byteOffset,
      speech.rawPayload.length / 2,
    );
    const spoken = analyzeVoice(samples, 16_000);
    expect(spoken.f0MedianHz / raw.analysis.clone.f0_median_hz).toBeGreaterThan(0.85);
    expect(spoken.f0MedianHz / raw.analysis.clone.f0_median_hz).toBeLessThan(1.15);

    const again = await server.request("POST", "/v1/text-to-voice", {
      token: owner.accessToken,
      body: {
        voice_name: "Amélie",
        voice_description: "A French woman, breathy and calm",
        generated_voice_id: body.previews[1].generated_voice_id,
      },
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().detail[0].msg).toBe("Name already taken");
  });

  it("streams a preview again, and keeps previews to their workspace for 24 hours", async () => {
    const body = await designPcm("An old man with a gravelly voice");
    const id = body.previews[0].generated_voice_id;
    const stream = await server.request("GET", `/v1/text-to-voice/${id}/stream`, {
      token: owner.accessToken,
    });
    expect(stream.statusCode, stream.body).toBe(200);
    expect(stream.headers["content-type"]).toBe("audio/mpeg");
    expect(stream.rawPayload.length).toBeGreaterThan(20_000);

    const create = (account: TestAccount, generated_voice_id: string) =>
      server.request("POST", "/v1/text-to-voice", {
        token: account.accessToken,
        body: {
          voice_name: `Voice ${generated_voice_id}`,
          voice_description: "An old man with a gravelly voice",
          generated_voice_id,
        },
      });
    const foreign = await create(other, id);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().detail.message).toMatch(/generated_voice_id .* was not found/);
    expect((await create(owner, "nothing-like-this")).statusCode).toBe(404);
    expect(
      (await server.request("GET", `/v1/text-to-voice/${id}/stream`, { token: other.accessToken }))
        .statusCode,
    ).toBe(404);

    // Access tokens do not outlive a day; an API key does.
    const key = await createTestApiKey(server, { workspaceId: owner.workspace.id, userId: owner.user.id });
    server.clock.advanceMinutes(24 * 60 + 1);
    const expired = await server.request("POST", "/v1/text-to-voice", {
      apiKey: key.secret,
      body: {
        voice_name: "Too late",
        voice_description: "An old man with a gravelly voice",
        generated_voice_id: id,
      },
    });
    expect(expired.statusCode).toBe(404);
  });

  measuredOnce(
    "remixes a designed voice deeper and slower by prompt strength, and a premade voice",
    async () => {
      const account = await createTestAccount(server);
      const designed = await design(account, {
        voice_description: "A man reading the evening news",
        text,
        seed: 5,
      });
      const created = await server.request("POST", "/v1/text-to-voice", {
        token: account.accessToken,
        body: {
          voice_name: "Anchor",
          voice_description: "A man reading the evening news",
          generated_voice_id: designed.json().previews[0].generated_voice_id,
        },
      });
      expect(created.statusCode, created.body).toBe(200);
      const voiceId = created.json().voice_id;
      const original = measure(designed.json());

      const remix = (id: string, body: Record<string, unknown>, token = account.accessToken) =>
        server.request("POST", `/v1/text-to-voice/${id}/remix?output_format=pcm_16000`, { token, body });
      const strong = await remix(voiceId, {
        voice_description: "make it deeper and slower",
        text,
        seed: 5,
        prompt_strength: 1,
      });
      expect(strong.statusCode, strong.body).toBe(200);
      const weak = await remix(voiceId, {
        voice_description: "make it deeper and slower",
        text,
        seed: 5,
        prompt_strength: 0.2,
      });
      readPreviews(strong.json());
      const deep = measure(strong.json());
      const slight = measure(weak.json());
      expect(deep.f0MedianHz).toBeLessThan(original.f0MedianHz * 0.9);
      expect(deep.speakingRate).toBeLessThan(original.speakingRate * 0.9);
      expect(slight.f0MedianHz).toBeGreaterThan(deep.f0MedianHz);

      const emma = premadeVoices.find((voice) => voice.key === "espeak-en-us-f")!;
      const premade = await remix(emma.voiceId, {
        voice_description: "make her whisper, slowly",
        auto_generate_text: true,
        prompt_strength: 0.8,
      });
      expect(premade.statusCode, premade.body).toBe(200);
      expect(readPreviews(premade.json()).text).toMatch(/secret/);

      const stranger = await createTestAccount(server);
      const foreign = await remix(
        voiceId,
        { voice_description: "make it deeper and slower", text },
        stranger.accessToken,
      );
      expect(foreign.statusCode).toBe(404);
    },
  );

  it("limits designed voices: slots and monthly operations by plan, at most 10 designed voices on free", async () => {
    const account = await createTestAccount(server);
    // One design: a preview stays usable for 24 hours, and each voice made from it counts on its own.
    const designed = await design(account, {
      voice_description: "A calm woman reading a story",
      text,
      seed: 9,
    });
    expect(designed.statusCode, designed.body).toBe(200);
    const generatedVoiceId: string = designed.json().previews[0].generated_voice_id;
    const create = async (name: string) =>
      server.request("POST", "/v1/text-to-voice", {
        token: account.accessToken,
        body: {
          voice_name: name,
          voice_description: "A calm woman reading a story",
          generated_voice_id: generatedVoiceId,
        },
      });
    // Free: 3 voice slots, design needs no paid plan.
    for (const name of ["One", "Two", "Three"]) expect((await create(name)).statusCode).toBe(200);
    const full = await create("Four");
    expect(full.statusCode).toBe(400);
    expect(full.json().detail).toEqual({ status: "voice_limit_reached", message: "voice limit reached" });

    // Ten designed voices already (written directly: free slots would stop us first).
    const existing = (await server.ports.store.customVoices.listForWorkspace(account.workspace.id))[0]!;
    for (let i = 0; i < 7; i++)
      await server.ports.store.customVoices.insert({
        ...existing,
        id: `designed-${kind}-${i}`.padEnd(20, "x"),
        name: `Extra ${i}`,
      });
    const ten = await create("Eleven");
    expect(ten.statusCode).toBe(400);
    expect(ten.json().detail).toEqual({
      status: "designed_voice_limit_reached",
      message:
        "The free plan holds at most 10 designed voices. Delete a designed voice or upgrade to add more.",
    });

    // On a paid plan the designed-voice cap is gone; slots and monthly operations still count.
    await subscribe(server, account, "creator");
    expect((await create("Twelve")).statusCode).toBe(200);
  });
});

describe("voice design with billing off", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer("pglite", { CHORUS_BILLING: "off" });
  });
  afterAll(async () => server?.close());

  it("has no designed-voice or slot limit", async () => {
    const account = await createTestAccount(server);
    const existing = { voice_description: "A calm woman reading a story", text, seed: 1 };
    const previews = (
      await server.request("POST", "/v1/text-to-voice/design?output_format=mp3_22050_32", {
        token: account.accessToken,
        body: existing,
      })
    ).json().previews;
    const first = await server.request("POST", "/v1/text-to-voice", {
      token: account.accessToken,
      body: {
        voice_name: "First",
        voice_description: existing.voice_description,
        generated_voice_id: previews[0].generated_voice_id,
      },
    });
    expect(first.statusCode, first.body).toBe(200);
    const record = (await server.ports.store.customVoices.listForWorkspace(account.workspace.id))[0]!;
    for (let i = 0; i < 12; i++)
      await server.ports.store.customVoices.insert({
        ...record,
        id: `billingoff${i}`.padEnd(20, "y"),
        name: `More ${i}`,
      });
    const more = await server.request("POST", "/v1/text-to-voice", {
      token: account.accessToken,
      body: {
        voice_name: "Fourteenth",
        voice_description: existing.voice_description,
        generated_voice_id: previews[1].generated_voice_id,
      },
    });
    expect(more.statusCode, more.body).toBe(200);
  });
});
