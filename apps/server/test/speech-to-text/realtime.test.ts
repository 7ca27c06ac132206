import { transcriptionCost } from "@chorus/domain";
import {
  createTestAccount,
  createTestApiKey,
  databaseKinds,
  startTestServer,
  type TestAccount,
  type TestServer,
} from "@chorus/testing";
import { engineTest } from "@chorus/testing/engine-tests";
import { AudioFormat, ElevenLabsClient, RealtimeEvents } from "@elevenlabs/elevenlabs-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { characterCount, presetUsage } from "../credits/support.ts";
import { listenAddress, ofType, openRealtime, silence16k, speakRaw } from "./realtime-support.ts";
import { sentences, wordErrorRate } from "./support.ts";

describe.each(databaseKinds)("WebSocket /v1/speech-to-text/realtime on %s", (kind) => {
  // How the recogniser commits and resamples is its own work: checked once, each on one database; sessions,
  // tokens, charges and refusals on both.
  const onPglite = engineTest(kind, "pglite");
  const onPostgres = engineTest(kind, "postgres");
  let server: TestServer;
  let account: TestAccount;
  let apiKey: string;
  let base: string;
  /** Two sentences read by Flite as 16 kHz PCM. */
  let first: Uint8Array;
  let second: Uint8Array;
  beforeAll(async () => {
    server = await startTestServer(kind);
    account = await createTestAccount(server);
    apiKey = (await createTestApiKey(server, { workspaceId: account.workspace.id, userId: account.user.id }))
      .secret;
    base = await listenAddress(server);
    first = await speakRaw(server, account.accessToken, sentences[4]!);
    second = await speakRaw(server, account.accessToken, sentences[2]!);
  }, 60_000);
  afterAll(async () => server?.close());

  const seconds16k = (audio: Uint8Array) => audio.length / 32_000;

  it("manual commits: session_started, a partial while speaking, then the committed text with word times", async () => {
    const before = await characterCount(server, account.accessToken);
    const client = openRealtime(
      base,
      { model_id: "scribe_v2_realtime", audio_format: "pcm_16000", include_timestamps: "true" },
      { "xi-api-key": apiKey },
    );
    const started = await client.waitFor(ofType("session_started"));
    expect(started.session_id).toMatch(/^\w{20}$/);
    expect(started.config).toMatchObject({
      sample_rate: 16000,
      audio_format: "pcm_16000",
      commit_strategy: "manual",
      model_id: "scribe_v2_realtime",
      include_timestamps: true,
    });

    // Two seconds first: a partial transcript of what was said so far arrives before the rest is sent.
    client.sendAudio(first.subarray(0, 64_000));
    const partial = await client.waitFor(ofType("partial_transcript"));
    // Audio cut mid-word is heard roughly: the partial may cover the first second ("she'll …") or both
    // ("she held in the way"), depending on when the server had received how much. Either way it has
    // words, and it starts where the speech starts.
    expect(partial.text!.split(" ").length, partial.text).toBeGreaterThan(1);
    expect(partial.text!.split(" ")[0]).toMatch(/^she/);

    client.sendAudio(first.subarray(64_000));
    client.commit();
    const committed = await client.waitFor(ofType("committed_transcript"));
    expect(wordErrorRate(sentences[4]!, committed.text!)).toBeLessThan(0.35);
    const timed = await client.waitFor(ofType("committed_transcript_with_timestamps"));
    expect(timed.text).toBe(committed.text);
    expect(timed.words!.map((word) => word.text).join("")).toBe(committed.text);
    for (const word of timed.words!) {
      expect(word.start).toBeGreaterThanOrEqual(0);
      expect(word.end).toBeLessThanOrEqual(seconds16k(first) + 1e-6);
      expect(word.type === "word" || word.type === "spacing").toBe(true);
    }

    // A second utterance: its own transcript, with times after the first one's audio.
    client.sendAudio(second);
    client.commit();
    const next = await client.waitFor(
      (frame) => frame.message_type === "committed_transcript" && frame !== committed,
    );
    expect(wordErrorRate(sentences[2]!, next.text!)).toBeLessThan(0.35);
    const nextTimed = await client.waitFor(
      (frame) => frame.message_type === "committed_transcript_with_timestamps" && frame !== timed,
    );
    expect(nextTimed.words![0]!.start).toBeGreaterThanOrEqual(seconds16k(first) - 1e-6);

    client.ws.close();
    await client.closed;
    // Every second of audio received is charged at 1,000 credits per minute.
    await expect
      .poll(() => characterCount(server, account.accessToken))
      .toBe(before + transcriptionCost(seconds16k(first) + seconds16k(second)));
  }, 60_000);

  onPglite(
    "the VAD strategy commits by itself after the speaker stops",
    async () => {
      const client = openRealtime(
        base,
        { model_id: "scribe_v2_realtime", commit_strategy: "vad", vad_silence_threshold_secs: "0.8" },
        { "xi-api-key": apiKey },
      );
      await client.waitFor(ofType("session_started"));
      client.sendAudio(silence16k(2));
      client.sendAudio(first);
      client.sendAudio(silence16k(1.5));
      const committed = await client.waitFor(ofType("committed_transcript"));
      expect(wordErrorRate(sentences[4]!, committed.text!)).toBeLessThan(0.35);
      client.sendAudio(second);
      client.sendAudio(silence16k(1.5));
      const next = await client.waitFor(
        (frame) => frame.message_type === "committed_transcript" && frame !== committed,
      );
      expect(wordErrorRate(sentences[2]!, next.text!)).toBeLessThan(0.35);
      // Silence alone never commits.
      client.sendAudio(silence16k(3));
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(client.frames.filter(ofType("committed_transcript"))).toHaveLength(2);
      client.ws.close();
    },
    60_000,
  );

  // 8 kHz input (pcm_8000, ulaw_8000) is decoded the same way (live-audio-input.test.ts), but telephone-band
  // audio defeats pocketsphinx's 16 kHz model: it needs the remote engine to be recognised.
  onPostgres(
    "works with the official SDK's speechToText.realtime.connect",
    async () => {
      const client = new ElevenLabsClient({ apiKey, baseUrl: base.replace(/^ws/, "http") });
      const connection = await client.speechToText.realtime.connect({
        modelId: "scribe_v2_realtime",
        audioFormat: AudioFormat.PCM_16000,
        sampleRate: 16000,
        includeTimestamps: true,
      });
      const started = new Promise((resolve) => connection.on(RealtimeEvents.SESSION_STARTED, resolve));
      const committed = new Promise<{ text: string }>((resolve) =>
        connection.on(RealtimeEvents.COMMITTED_TRANSCRIPT, resolve as never),
      );
      const timed = new Promise<{ words: { text: string }[] }>((resolve) =>
        connection.on(RealtimeEvents.COMMITTED_TRANSCRIPT_WITH_TIMESTAMPS, resolve as never),
      );
      await started;
      for (let at = 0; at < first.length; at += 3200)
        connection.send({ audioBase64: Buffer.from(first.subarray(at, at + 3200)).toString("base64") });
      connection.commit();
      const { text } = await committed;
      expect(wordErrorRate(sentences[4]!, text)).toBeLessThan(0.35);
      expect((await timed).words.map((word) => word.text).join("")).toBe(text);
      connection.close();
    },
    60_000,
  );

  onPglite(
    "takes other sample rates, resampled to what the recognizer hears",
    async () => {
      for (const format of ["pcm_24000"]) {
        const audio = await speakRaw(server, account.accessToken, sentences[4]!, format);
        const client = openRealtime(
          base,
          { model_id: "scribe_v2_realtime", audio_format: format },
          { "xi-api-key": apiKey },
        );
        await client.waitFor(ofType("session_started"));
        client.sendAudio(audio, 4410);
        client.commit();
        const committed = await client.waitFor(ofType("committed_transcript"));
        expect(wordErrorRate(sentences[4]!, committed.text!), `${format}: ${committed.text}`).toBeLessThan(
          0.35,
        );
        client.ws.close();
      }
    },
    60_000,
  );

  it("accepts a single-use token once; a used token is refused with auth_error", async () => {
    const issued = await server.request("POST", "/v1/single-use-token/realtime_scribe", { apiKey });
    const { token } = issued.json();
    const client = openRealtime(base, { model_id: "scribe_v2_realtime", token });
    await client.waitFor(ofType("session_started"));
    client.sendAudio(first);
    client.commit();
    const committed = await client.waitFor(ofType("committed_transcript"));
    expect(wordErrorRate(sentences[4]!, committed.text!)).toBeLessThan(0.35);
    client.ws.close();

    const again = openRealtime(base, { model_id: "scribe_v2_realtime", token });
    const refused = await again.waitFor(ofType("auth_error"));
    expect(refused.error).toBe("The single-use token is invalid, expired or already used.");
    expect((await again.closed).code).toBe(1008);
    expect(again.frames.some(ofType("session_started"))).toBe(false);
  }, 60_000);

  it("refuses missing or wrong credentials and keys without the speech_to_text permission", async () => {
    const none = openRealtime(base, { model_id: "scribe_v2_realtime" });
    expect((await none.waitFor(ofType("auth_error"))).error).toMatch(/xi-api-key/);
    expect((await none.closed).code).toBe(1008);

    const wrong = openRealtime(base, { model_id: "scribe_v2_realtime" }, { "xi-api-key": "sk_wrong" });
    expect((await wrong.waitFor(ofType("auth_error"))).error).toBe("Invalid API key");

    const ttsOnly = await createTestApiKey(server, {
      workspaceId: account.workspace.id,
      userId: account.user.id,
      permissions: ["text_to_speech"],
    });
    const denied = openRealtime(base, { model_id: "scribe_v2_realtime" }, { "xi-api-key": ttsOnly.secret });
    expect((await denied.waitFor(ofType("auth_error"))).error).toMatch(/speech_to_text/);
  });

  it("refuses a bad audio_format, an unknown language and unsupported options with invalid_request", async () => {
    const badFormat = openRealtime(
      base,
      { model_id: "scribe_v2_realtime", audio_format: "mp3_44100" },
      { "xi-api-key": apiKey },
    );
    expect((await badFormat.waitFor(ofType("invalid_request"))).error).toMatch(/audio_format/);
    expect((await badFormat.closed).code).toBe(1008);

    const french = openRealtime(
      base,
      { model_id: "scribe_v2_realtime", language_code: "fr" },
      { "xi-api-key": apiKey },
    );
    expect((await french.waitFor(ofType("invalid_request"))).error).toMatch(/French/);

    const keyterms = openRealtime(
      base,
      { model_id: "scribe_v2_realtime", keyterms: "Chorus" },
      { "xi-api-key": apiKey },
    );
    expect((await keyterms.waitFor(ofType("invalid_request"))).error).toMatch(/keyterms/);
  });

  it("answers bad messages with input_error and a too-early commit with commit_throttled", async () => {
    const client = openRealtime(base, { model_id: "scribe_v2_realtime" }, { "xi-api-key": apiKey });
    await client.waitFor(ofType("session_started"));
    client.sendAudio(first.subarray(0, 3200));
    client.commit();
    expect((await client.waitFor(ofType("commit_throttled"))).error).toMatch(/0.3 seconds/);
    // Not fatal: the session goes on.
    client.ws.send(
      JSON.stringify({ message_type: "input_audio_chunk", audio_base_64: "%%%", commit: false }),
    );
    expect((await client.waitFor(ofType("input_error"))).error).toMatch(/base64/);
    expect((await client.closed).code).toBe(1007);

    const rate = openRealtime(base, { model_id: "scribe_v2_realtime" }, { "xi-api-key": apiKey });
    await rate.waitFor(ofType("session_started"));
    rate.ws.send(
      JSON.stringify({ message_type: "input_audio_chunk", audio_base_64: "", sample_rate: 44100 }),
    );
    expect((await rate.waitFor(ofType("input_error"))).error).toMatch(/sample_rate 44100/);
  });

  onPostgres(
    "commits by itself when uncommitted audio reaches 60 seconds",
    async () => {
      const client = openRealtime(base, { model_id: "scribe_v2_realtime" }, { "xi-api-key": apiKey });
      await client.waitFor(ofType("session_started"));
      client.sendAudio(silence16k(61), 32_000);
      const committed = await client.waitFor(ofType("committed_transcript"), 60_000);
      expect(committed.text).toBe("");
      client.ws.close();
    },
    90_000,
  );

  it("refuses a commit past the workspace's quota with quota_exceeded", async () => {
    const poor = await createTestAccount(server);
    const key = await createTestApiKey(server, { workspaceId: poor.workspace.id, userId: poor.user.id });
    await presetUsage(server, poor.workspace, 10_000);
    const client = openRealtime(base, { model_id: "scribe_v2_realtime" }, { "xi-api-key": key.secret });
    await client.waitFor(ofType("session_started"));
    client.sendAudio(first);
    client.commit();
    expect((await client.waitFor(ofType("quota_exceeded"))).error).toBeTruthy();
    expect(client.frames.some(ofType("committed_transcript"))).toBe(false);
    expect((await client.closed).code).toBe(1008);
  }, 30_000);
});
