import {
  captchaTokenAt,
  createTestDatabase,
  type StartedChorus,
  startChorusProcess,
  type TestDatabase,
} from "@chorus/testing";
import { ElevenLabsClient, ElevenLabsError } from "@elevenlabs/elevenlabs-js";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { runOperatorCommand } from "./web/support/operator.ts";

const ownerKey = "sk_chorus_e2e_library_owner_0123456789";
/** Emma, a premade eSpeak-NG voice: the speaker that is cloned and looked for. */
const emma = "OZLru6oHc5erZufS49M8";
const cloneText =
  "Chorus turns text into speech on your own server. It reads numbers like 42 and dates like March 3rd, " +
  "keeps track of when every word is spoken, and streams the audio while the rest is still being made.";
const searchText =
  "The morning train was late again, so we walked along the river and talked about the summer. " +
  "By noon the sun was out, the market was busy, and everyone seemed to have somewhere to be.";

async function bytesOf(stream: ReadableStream<Uint8Array>): Promise<Uint8Array<ArrayBuffer>> {
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** A second person with their own workspace, signed up through the public API, and an API key of theirs. */
async function signUpWithApiKey(baseUrl: string): Promise<string> {
  const post = async (path: string, body: unknown, token?: string) => {
    const response = await fetch(`${baseUrl}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return response.json() as Promise<Record<string, string>>;
  };
  const { access_token: token } = await post("/v1/auth/sign-up", {
    email: `listener-${Date.now()}@example.com`,
    password: "listener-password-1",
    recaptcha_token: await captchaTokenAt(baseUrl),
  });
  await post("/v1/user/onboarding", { first_name: "Lin", date_of_birth: "1990-12-09" }, token);
  const key = await post("/v1/workspace/api-keys", { name: "library e2e", permissions: "all" }, token);
  return key["xi-api-key"]!;
}

/**
 * Issue 5 §5 and §1 through the official SDK: a cloned voice is shared, approved by the operator's
 * command (on the same PostgreSQL database, while the server runs), found in `voices.getShared`,
 * added by another workspace with `voices.share`, organised with `voices.collections.*`; and
 * `voices.findSimilarVoices` finds the premade speaker of a recording it never heard.
 */
describe("official SDK: the voice library against Chorus", () => {
  let database: TestDatabase;
  let chorus: StartedChorus;
  let owner: ElevenLabsClient;
  let listener: ElevenLabsClient;
  let searchRecording: Uint8Array<ArrayBuffer>;
  let cloneId: string;

  /** `npm run chorus -- …` in-process, on the server's database. */
  const operator = (...argv: string[]) => runOperatorCommand(chorus, database.url!, ...argv);

  beforeAll(async () => {
    database = await createTestDatabase("postgres");
    chorus = await startChorusProcess({
      CHORUS_BILLING: "off",
      CHORUS_ADMIN_EMAIL: "library@example.com",
      CHORUS_ADMIN_PASSWORD: "library-password-1",
      CHORUS_ADMIN_API_KEY: ownerKey,
      DATABASE_URL: database.url!,
    });
    owner = new ElevenLabsClient({ apiKey: ownerKey, baseUrl: chorus.url, maxRetries: 0 });
    listener = new ElevenLabsClient({
      apiKey: await signUpWithApiKey(chorus.url),
      baseUrl: chorus.url,
      maxRetries: 0,
    });
    const record = async (text: string) =>
      bytesOf(await owner.textToSpeech.convert(emma, { text, modelId: "eleven_multilingual_v2", seed: 1 }));
    const cloneRecording = await record(cloneText);
    searchRecording = await record(searchText);
    const created = await owner.voices.ivc.create({
      name: "Emma's clone",
      files: [new File([cloneRecording], "recording.mp3", { type: "audio/mpeg" })],
      labels: { accent: "american", gender: "female" },
    });
    cloneId = created.voiceId;
  });
  afterAll(async () => {
    await chorus?.stop();
    await database?.drop();
  });

  it("shares a cloned voice, the operator approves it, another workspace finds and adds it", async () => {
    const shared = await fetch(`${chorus.url}/v1/voices/${cloneId}/sharing`, {
      method: "PATCH",
      headers: { "content-type": "application/json", "xi-api-key": ownerKey },
      body: JSON.stringify({ enabled: true, description: "A clear American narrator", notice_period: 90 }),
    });
    expect(shared.status).toBe(200);
    expect(await shared.json()).toMatchObject({ review_status: "pending", library_state: "pending_review" });
    const pending = await operator("library", "pending");
    expect(pending.output).toContain(cloneId);
    expect(await operator("library", "approve", cloneId)).toMatchObject({ code: 0 });

    const library = await listener.voices.getShared({
      search: "clone",
      pageSize: 10,
      sort: "cloned_by_count",
    });
    expect(library.hasMore).toBe(false);
    const listed = library.voices.find((voice) => voice.voiceId === cloneId)!;
    expect(listed).toMatchObject({
      name: "Emma's clone",
      category: "cloned",
      gender: "female",
      noticePeriod: 90,
      clonedByCount: 0,
      isAddedByUser: false,
    });
    const filteredOut = await listener.voices.getShared({ gender: "male", ownerId: listed.publicOwnerId });
    expect(filteredOut.voices).toEqual([]);

    const added = await listener.voices.share(listed.publicOwnerId, cloneId, {
      newName: "Narrator from the library",
    });
    const copy = await listener.voices.get(added.voiceId);
    expect(copy.sharing).toMatchObject({ status: "copied", originalVoiceId: cloneId });
    // The copy speaks like the original (same fitted profile, same request, same seed): the same samples
    // but for each generation's watermark, which is keyed by the voice id and sits far under the speech.
    const line = {
      text: "Borrowed, not cloned.",
      modelId: "eleven_flash_v2_5",
      seed: 7,
      outputFormat: "pcm_16000" as const,
    };
    const samples = (bytes: Uint8Array<ArrayBuffer>) =>
      new Int16Array(bytes.buffer, 0, bytes.byteLength >> 1);
    const fromCopy = samples(await bytesOf(await listener.textToSpeech.convert(added.voiceId, line)));
    const fromOriginal = samples(await bytesOf(await owner.textToSpeech.convert(cloneId, line)));
    expect(fromCopy.length).toBeGreaterThan(1000);
    expect(fromCopy.length).toBe(fromOriginal.length);
    let signal = 0;
    let difference = 0;
    for (let i = 0; i < fromCopy.length; i++) {
      signal += fromCopy[i]! ** 2;
      difference += (fromCopy[i]! - fromOriginal[i]!) ** 2;
    }
    expect(difference).toBeLessThan(0.05 * signal);
    // The copy's characters count toward the shared voice's use once its generation completed.
    const metrics = async () =>
      (
        await fetch(`${chorus.url}/v1/voices/${cloneId}/sharing/metrics`, {
          headers: { "xi-api-key": ownerKey },
        })
      ).json();
    await vi.waitFor(async () => expect((await metrics()).usage_character_count_7d).toBe(line.text.length));
    expect(await metrics()).toMatchObject({ cloned_by_count: 1, usage_character_count_1y: line.text.length });

    const again = await listener.voices
      .share(listed.publicOwnerId, cloneId, { newName: "Twice" })
      .catch((e) => e);
    expect(again).toBeInstanceOf(ElevenLabsError);
    expect((again as ElevenLabsError).statusCode).toBe(409);
    const missing = await listener.voices
      .share(listed.publicOwnerId, "no-such-voice", { newName: "x" })
      .catch((e) => e);
    expect((missing as ElevenLabsError).body).toEqual({
      detail: { status: "voice_not_found", message: "not found in library" },
    });
  });

  it("organises voices in collections", async () => {
    const { voices } = await listener.voices.search({ voiceType: "community" });
    const copyId = voices[0]!.voiceId;
    const collection = await listener.voices.collections.create({ title: "Narrators", icon: "🎙️" });
    expect(collection).toMatchObject({ title: "Narrators", permissionOnResource: "admin" });
    await listener.voices.collections.update(collection.collectionId, { title: "Storytellers" });
    expect((await listener.voices.collections.get(collection.collectionId)).title).toBe("Storytellers");
    expect(await listener.voices.collections.addVoice(collection.collectionId, copyId)).toEqual({
      collectionId: collection.collectionId,
      voiceId: copyId,
    });
    const inIt = await listener.voices.search({ collectionId: collection.collectionId });
    expect(inIt.voices.map((voice) => [voice.voiceId, voice.collectionIds])).toEqual([
      [copyId, [collection.collectionId]],
    ]);
    expect((await listener.voices.collections.list()).collections).toHaveLength(1);
    await listener.voices.collections.removeVoice(collection.collectionId, copyId);
    expect((await listener.voices.search({ collectionId: collection.collectionId })).voices).toEqual([]);
    expect(await listener.voices.collections.delete(collection.collectionId)).toEqual({
      collectionId: collection.collectionId,
    });
    const gone = await listener.voices.collections.get(collection.collectionId).catch((e) => e);
    expect((gone as ElevenLabsError).statusCode).toBe(404);
  });

  it("finds the speaker of a recording among the similar voices", async () => {
    const similar = await listener.voices.findSimilarVoices({
      audioFile: new File([searchRecording], "who-is-this.mp3", { type: "audio/mpeg" }),
      topK: 5,
    });
    const ranked = similar.voices.map((voice) => voice.voiceId);
    // Emma (premade; first in every run so far) and her clone (in the library, fitted to another recording of her).
    expect(ranked.slice(0, 3)).toContain(emma);
    expect(ranked).toContain(cloneId);
    expect(similar.voices).toHaveLength(5);
    const narrow = await listener.voices.findSimilarVoices({
      audioFile: new File([searchRecording], "who-is-this.mp3", { type: "audio/mpeg" }),
      similarityThreshold: 0.3,
      topK: 10,
    });
    expect(narrow.voices.length).toBeLessThan(10);
    expect(narrow.voices.map((voice) => voice.voiceId)).toContain(emma);
  });
});
