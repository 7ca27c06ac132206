import { whiteNoise } from "@chorus/adapters/testing/noisy-speech";
import { collectSynthesis } from "@chorus/adapters/testing/speech";
import {
  createTestAccount,
  createTestApiKey,
  databaseKinds,
  startTestServer,
  type TestAccount,
  type TestServer,
} from "@chorus/testing";
import { engineTest } from "@chorus/testing/engine-tests";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emma, lukas, sarah, speak } from "../text-to-speech/support.ts";
import { openSocket } from "../text-to-speech/websocket-support.ts";
import { postForm } from "../voices/cloning-support.ts";
import { classify, mp3At64kbps, wavOf } from "./support.ts";

const text = "The classifier should find the mark that every generated sentence carries, even after mp3.";

describe.each(databaseKinds)("AI speech classifier on %s", (kind) => {
  // What the detector finds is the engines' and the watermark's work: once per run, the kinds taking turns.
  const onPglite = engineTest(kind, "pglite");
  const onPostgres = engineTest(kind, "postgres");
  let server: TestServer;
  let owner: TestAccount;
  beforeAll(async () => {
    server = await startTestServer(kind);
    owner = await createTestAccount(server);
  });
  afterAll(async () => server?.close());

  it("recognises a text-to-speech mp3 as generated and names its history item", async () => {
    // Seeded, like every generation in this file, so each run classifies the same audio.
    const made = await speak(server, owner.accessToken, sarah.voiceId, { text, seed: 3 });
    expect(made.statusCode).toBe(200);
    const historyItemId = made.headers["history-item-id"] as string;
    expect(historyItemId).toBeTruthy();
    const response = await classify(server, owner, made.rawPayload);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      generated_by_chorus: true,
      confidence: expect.any(Number),
      history_item_id: historyItemId,
    });
    expect(body.confidence).toBeGreaterThan(0.99);
  });

  onPglite("still finds the generation after the audio is re-encoded as mp3 at 64 kbps", async () => {
    const made = await speak(
      server,
      owner.accessToken,
      emma.voiceId,
      { text, seed: 3 },
      { query: "output_format=pcm_24000" },
    );
    const response = await classify(server, owner, await mp3At64kbps(made.rawPayload, 24_000));
    expect(response.json()).toMatchObject({
      generated_by_chorus: true,
      history_item_id: made.headers["history-item-id"],
    });
  });

  onPostgres("names a voice change's history item (speech to speech)", async () => {
    // German on the multilingual model is shifted in pitch and timbre (no recognition): quick, and the
    // recording it starts from (unmarked by the classifier's own measure) comes out marked.
    const recording = await speak(
      server,
      owner.accessToken,
      lukas.voiceId,
      {
        text: "Der Fuchs springt über den Hund und läuft in den Wald.",
        model_id: "eleven_multilingual_v2",
        seed: 3,
      },
      { query: "output_format=mp3_44100_128" },
    );
    const changed = await postForm(
      server,
      owner,
      `/v1/speech-to-speech/${sarah.voiceId}`,
      { model_id: "eleven_multilingual_sts_v2", seed: "3" },
      [{ field: "audio", name: "speech.mp3", type: "audio/mpeg", bytes: recording.rawPayload }],
    );
    expect(changed.statusCode, changed.body).toBe(200);
    const historyItemId = changed.headers["history-item-id"] as string;
    expect(historyItemId).toBeTruthy();
    expect(historyItemId).not.toBe(recording.headers["history-item-id"]);
    const response = await classify(server, owner, changed.rawPayload);
    expect(response.json()).toMatchObject({ generated_by_chorus: true, history_item_id: historyItemId });
  });

  onPglite("names a dialogue's history item", async () => {
    const made = await server.request("POST", "/v1/text-to-dialogue", {
      token: owner.accessToken,
      body: {
        inputs: [
          { text: "Did you hear that?", voice_id: sarah.voiceId },
          { text: "Only the wind in the trees, I think.", voice_id: emma.voiceId },
        ],
        seed: 3,
      },
    });
    expect(made.statusCode).toBe(200);
    const response = await classify(server, owner, made.rawPayload);
    expect(response.json()).toMatchObject({
      generated_by_chorus: true,
      history_item_id: made.headers["history-item-id"],
    });
  });

  onPostgres(
    "names the history item of a streaming-input WebSocket context from its stored audio",
    async () => {
      const apiKey = (
        await createTestApiKey(server, { workspaceId: owner.workspace.id, userId: owner.user.id })
      ).secret;
      const socket = await openSocket(server, `/v1/text-to-speech/${sarah.voiceId}/stream-input`, {
        "xi-api-key": apiKey,
      });
      socket.send({ text: " " });
      // Short sentences, a frame each: no one frame is long enough to carry a readable mark, so the item is
      // found only when the mark runs unbroken across the joined frames.
      for (const sentence of [
        "Streaming words.",
        "One at a time.",
        "Each frame.",
        "Then the next.",
        "All joined.",
      ])
        socket.send({ text: `${sentence} `, flush: true });
      socket.send({ text: "" });
      await socket.closed;
      const [item] = (await server.request("GET", "/v1/history?search=Streaming%20words", { apiKey })).json()
        .history;
      expect(item).toBeDefined();
      const audio = await server.request("GET", `/v1/history/${item.history_item_id}/audio`, { apiKey });
      const response = await classify(server, owner, audio.rawPayload);
      expect(response.json()).toMatchObject({
        generated_by_chorus: true,
        history_item_id: item.history_item_id,
      });
    },
  );

  it("says generated but names no item for another workspace's audio, or audio kept out of history", async () => {
    const made = await speak(server, owner.accessToken, sarah.voiceId, { text, seed: 4 });
    const stranger = await createTestAccount(server);
    const response = await classify(server, stranger, made.rawPayload);
    expect(response.statusCode).toBe(200);
    expect(response.json().generated_by_chorus).toBe(true);
    expect(response.json().history_item_id).toBeUndefined();

    const unlogged = await speak(
      server,
      owner.accessToken,
      sarah.voiceId,
      // Long enough to detect the mark without candidates (short clips need the history's ids to be sure).
      {
        text: "Zero retention keeps nothing of this sentence, neither its audio nor its text, once it is delivered.",
        seed: 5,
      },
      { query: "enable_logging=false" },
    );
    const answer = (await classify(server, owner, unlogged.rawPayload)).json();
    expect(answer.generated_by_chorus).toBe(true);
    expect(answer.history_item_id).toBeUndefined();
  });

  onPglite("answers not generated for speech that did not come from Chorus, and for noise", async () => {
    // The same engines, driven directly: what another product built on them would output, unmarked.
    const engine = server.ports.speech.get("flite")!;
    const voice = { engine: "flite" as const, engineVoiceId: "rms" };
    const spoken = await collectSynthesis(engine, {
      text,
      voice,
      prosody: { rate: 1, pitch: 1, pitchRange: 0.5 },
    });
    const rate = engine.sampleRate(voice);
    const pcm = Buffer.from(spoken.samples.buffer, spoken.samples.byteOffset, spoken.samples.byteLength);
    for (const file of [
      wavOf(spoken.samples, rate),
      await mp3At64kbps(pcm, rate),
      wavOf(
        Int16Array.from(whiteNoise(16_000 * 3, 5), (v) => Math.round(v * 4000)),
        16_000,
      ),
    ]) {
      const response = await classify(server, owner, file, "clip.wav");
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.generated_by_chorus).toBe(false);
      expect(body.confidence).toBeLessThan(0.1);
      expect(body.history_item_id).toBeUndefined();
    }
  });

  it("refuses a request without a file, an empty file and a file without audio", async () => {
    const none = await server.request("POST", "/v1/ai-speech-classifier", {
      token: owner.accessToken,
      body: {},
    });
    expect([400, 415, 422]).toContain(none.statusCode);
    const empty = await classify(server, owner, new Uint8Array(0));
    expect(empty.statusCode).toBe(422);
    expect(JSON.stringify(empty.json())).toContain("The audio file is empty");
    const text = await classify(server, owner, Buffer.from("not audio at all"), "notes.txt");
    expect(text.statusCode).toBe(422);
    expect(JSON.stringify(text.json())).toContain("The file holds no audio that could be decoded");
  });
});
