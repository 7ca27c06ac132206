import { messages } from "@chorus/contract";
import {
  createTestAccount,
  createTestApiKey,
  databaseKinds,
  startTestServer,
  type TestAccount,
  type TestServer,
} from "@chorus/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emma, sarah } from "./support.ts";
import { audioFrames, joinedAudio, openSocket, spokenText } from "./websocket-support.ts";

const pcmMs = (base64: string, rate: number) => (Buffer.from(base64, "base64").length / 2 / rate) * 1000;

describe.each(databaseKinds)("text-to-speech stream-input WebSocket on %s", (kind) => {
  let server: TestServer;
  let account: TestAccount;
  let apiKey: string;
  beforeAll(async () => {
    server = await startTestServer(kind);
    account = await createTestAccount(server);
    apiKey = (await createTestApiKey(server, { workspaceId: account.workspace.id, userId: account.user.id }))
      .secret;
  });
  afterAll(async () => server?.close());

  const characterCount = async () =>
    (await server.request("GET", "/v1/user/subscription", { apiKey })).json().character_count as number;

  it("speaks streamed text: audio frames with per-frame alignment, a final frame, then a normal close", async () => {
    const socket = await openSocket(
      server,
      `/v1/text-to-speech/${emma.voiceId}/stream-input?model_id=eleven_flash_v2_5&output_format=pcm_16000`,
      { "xi-api-key": apiKey },
    );
    const before = await characterCount();
    socket.send({
      text: " ",
      voice_settings: { stability: 0.5, similarity_boost: 0.8 },
      try_trigger_generation: true,
    });
    socket.send({ text: "Hello there, this is Chorus. " });
    socket.send({ text: "It speaks while you type. " });
    socket.send({ text: "" });
    expect(await socket.closed).toEqual({ code: 1000, reason: "" });

    const frames = audioFrames(socket.frames);
    expect(frames.length).toBeGreaterThanOrEqual(2); // one frame per sentence
    expect(socket.frames.at(-1)).toEqual({ isFinal: true });
    const sent = " Hello there, this is Chorus. It speaks while you type. ";
    expect(spokenText(socket.frames)).toBe(sent);
    for (const frame of frames) {
      expect(frame.isFinal).toBe(false);
      const alignment = frame.alignment!;
      expect(alignment.charStartTimesMs).toHaveLength(alignment.chars.length);
      expect(alignment.charDurationsMs).toHaveLength(alignment.chars.length);
      // Times are relative to this frame's own audio: they start near zero and end within it.
      const duration = pcmMs(frame.audio!, 16_000);
      expect(duration).toBeGreaterThan(200);
      expect(alignment.charStartTimesMs[0]).toBeLessThan(100);
      const end = Math.max(
        ...alignment.charStartTimesMs.map((start, i) => start + alignment.charDurationsMs[i]!),
      );
      expect(end).toBeLessThanOrEqual(duration + 2);
      expect(end).toBeGreaterThan(duration * 0.5);
      for (const value of [...alignment.charStartTimesMs, ...alignment.charDurationsMs]) {
        expect(Number.isInteger(value) && value >= 0).toBe(true);
      }
    }
    // Flash: half a credit per character, charged per generation.
    expect((await characterCount()) - before).toBe(Math.ceil(sent.length * 0.5));
  });

  it("generates once the schedule's length is buffered, without waiting for the end of input", async () => {
    const socket = await openSocket(
      server,
      `/v1/text-to-speech/${emma.voiceId}/stream-input?output_format=pcm_16000`,
      {
        "xi-api-key": apiKey,
      },
    );
    socket.send({ text: " ", generation_config: { chunk_length_schedule: [50] } });
    socket.send({ text: "The first part of the text is long enough " });
    socket.send({ text: "to start speaking now, half" });
    const first = await socket.waitFor((frame) => typeof frame.audio === "string");
    expect(first.alignment!.chars.join("")).toContain("The first part");
    // The unfinished word stays in the buffer until more text or the end.
    expect(spokenText(socket.frames)).not.toContain("half");
    socket.send({ text: "way through. " });
    socket.send({ text: "" });
    await socket.closed;
    expect(spokenText(socket.frames)).toBe(
      " The first part of the text is long enough to start speaking now, halfway through. ",
    );
  });

  it("flush speaks the buffer at once and keeps the socket open", async () => {
    const socket = await openSocket(
      server,
      `/v1/text-to-speech/${sarah.voiceId}/stream-input?output_format=mp3_22050_32`,
      {
        "xi-api-key": apiKey,
      },
    );
    socket.send({ text: " " });
    socket.send({ text: "Short. ", flush: true });
    const frame = await socket.waitFor((f) => typeof f.audio === "string");
    const mp3 = Buffer.from(frame.audio!, "base64");
    expect(mp3[0]).toBe(0xff); // an MPEG frame sync: the frame decodes by itself
    expect(socket.ws.readyState).toBe(socket.ws.OPEN);
    socket.send({ text: "And more. " });
    socket.send({ text: "" });
    expect((await socket.closed).code).toBe(1000);
    expect(spokenText(socket.frames)).toBe(" Short. And more. ");
  });

  it("takes the API key from the first message and records one history item for the connection", async () => {
    const socket = await openSocket(
      server,
      `/v1/text-to-speech/${emma.voiceId}/stream-input?output_format=pcm_22050`,
    );
    socket.send({ text: " ", "xi-api-key": apiKey });
    socket.send({ text: "Remember this sentence for the history. " });
    socket.send({ text: "" });
    expect((await socket.closed).code).toBe(1000);
    const history = (await server.request("GET", "/v1/history?page_size=5", { apiKey })).json().history;
    const item = history.find((entry: { text: string }) => entry.text.includes("Remember this sentence"));
    expect(item).toBeDefined();
    expect(item.text).toBe(" Remember this sentence for the history. ");
    const audio = await server.request("GET", `/v1/history/${item.history_item_id}/audio`, { apiKey });
    expect(audio.statusCode).toBe(200);
    expect(audio.rawPayload.length).toBe(joinedAudio(socket.frames).length);
  });

  it("keeps nothing with enable_logging=false", async () => {
    const socket = await openSocket(
      server,
      `/v1/text-to-speech/${emma.voiceId}/stream-input?enable_logging=false&output_format=pcm_16000`,
      { "xi-api-key": apiKey },
    );
    socket.send({ text: "Zero retention words here. " });
    socket.send({ text: "" });
    await socket.closed;
    expect(audioFrames(socket.frames).length).toBeGreaterThan(0);
    const history = (await server.request("GET", "/v1/history?search=retention", { apiKey })).json().history;
    expect(history).toHaveLength(0);
  });

  it("gives identical audio for the same text and seed", async () => {
    const run = async () => {
      const socket = await openSocket(
        server,
        `/v1/text-to-speech/${emma.voiceId}/stream-input?seed=42&output_format=pcm_16000`,
        { "xi-api-key": apiKey },
      );
      socket.send({ text: " ", voice_settings: { stability: 0.2 } });
      socket.send({ text: "Same seed, same sound. Twice over. " });
      socket.send({ text: "" });
      await socket.closed;
      return joinedAudio(socket.frames);
    };
    const [a, b] = [await run(), await run()];
    expect(a.length).toBeGreaterThan(0);
    expect(a.equals(b)).toBe(true);
  });

  it("closes an idle connection after inactivity_timeout with the hosted service's message", async () => {
    const socket = await openSocket(
      server,
      `/v1/text-to-speech/${emma.voiceId}/stream-input?inactivity_timeout=1`,
      {
        "xi-api-key": apiKey,
      },
    );
    socket.send({ text: " " });
    const closed = await socket.closed;
    expect(closed.code).toBe(1008);
    expect(Buffer.byteLength(closed.reason)).toBeLessThanOrEqual(123);
    expect(
      closed.reason.startsWith("Have not received a new text input within the timeout of 1 seconds."),
    ).toBe(true);
    expect(socket.frames.at(-1)).toEqual({
      message: messages.inputTimeoutExceeded(1),
      error: "input_timeout_exceeded",
      code: 408,
    });
  });

  describe("refusals arrive as an error frame and a close", () => {
    it.each([
      ["no credentials", "", {}, "needs_authorization", 401],
      ["a wrong key", "", { "xi-api-key": "sk_wrong" }, "invalid_api_key", 401],
      ["an unknown voice", "", null, "voice_not_found", 404],
      ["an unknown model", "model_id=eleven_nope", null, "model_not_found", 400],
      ["SSML parsing", "enable_ssml_parsing=true", null, "unsupported_feature", 400],
      ["a tier-gated format", "output_format=pcm_44100", null, "only_for_pro+", 403],
    ])("%s", async (_, query, headers, error, code) => {
      const voiceId = error === "voice_not_found" ? "no-such-voice" : emma.voiceId;
      const socket = await openSocket(
        server,
        `/v1/text-to-speech/${voiceId}/stream-input${query ? `?${query}` : ""}`,
        headers ?? { "xi-api-key": apiKey },
      );
      socket.send({ text: " " });
      const closed = await socket.closed;
      expect(closed.code).toBe(1008);
      expect(socket.frames).toHaveLength(1);
      expect(socket.frames[0]).toMatchObject({ error, code });
      expect(typeof socket.frames[0]!.message).toBe("string");
    });

    it("an API key without text_to_speech", async () => {
      const limited = await createTestApiKey(server, {
        workspaceId: account.workspace.id,
        userId: account.user.id,
        permissions: ["user_read"],
      });
      const socket = await openSocket(server, `/v1/text-to-speech/${emma.voiceId}/stream-input`, {
        "xi-api-key": limited.secret,
      });
      await socket.closed;
      expect(socket.frames[0]).toMatchObject({ error: "missing_permissions", code: 403 });
    });

    it("a malformed query or message closes with 1007 and names the field", async () => {
      const badQuery = await openSocket(
        server,
        `/v1/text-to-speech/${emma.voiceId}/stream-input?output_format=wav_8000`,
        {
          "xi-api-key": apiKey,
        },
      );
      expect((await badQuery.closed).code).toBe(1007);
      expect(badQuery.frames[0]).toMatchObject({
        error: "invalid_request",
        code: 422,
        param: "output_format",
      });

      const badMessage = await openSocket(server, `/v1/text-to-speech/${emma.voiceId}/stream-input`, {
        "xi-api-key": apiKey,
      });
      badMessage.send({ text: " ", voice_settings: { speed: 3 } });
      expect((await badMessage.closed).code).toBe(1007);
      expect(badMessage.frames[0]).toMatchObject({ error: "invalid_request", param: "voice_settings.speed" });
    });
  });

  it("refunds a generation the client did not wait for", async () => {
    const before = await characterCount();
    const socket = await openSocket(
      server,
      `/v1/text-to-speech/${emma.voiceId}/stream-input?output_format=pcm_16000`,
      {
        "xi-api-key": apiKey,
      },
    );
    const long = Array.from(
      { length: 12 },
      (_, i) => `Sentence number ${i + 1} keeps the engine busy for a while.`,
    ).join(" ");
    socket.send({ text: `${long} `, flush: true });
    await socket.waitFor((frame) => typeof frame.audio === "string");
    socket.ws.terminate();
    // The refund lands once the server notices the socket is gone.
    for (let i = 0; i < 50 && (await characterCount()) !== before; i++)
      await new Promise((r) => setTimeout(r, 100));
    expect(await characterCount()).toBe(before);
  });
});
