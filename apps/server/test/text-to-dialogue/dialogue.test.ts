import { ffprobe } from "@chorus/adapters/testing/ffprobe";
import { premadeVoices } from "@chorus/domain";
import { createTestAccount, databaseKinds, startTestServer, type TestServer } from "@chorus/testing";
import { engineTest } from "@chorus/testing/engine-tests";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const sarah = premadeVoices.find((voice) => voice.key === "flite-slt")!;
const emma = premadeVoices.find((voice) => voice.key === "espeak-en-us-f")!;

const lines = [
  { text: "Hello there, how are you today?", voice_id: emma.voiceId },
  { text: "I am fine, thank you for asking.", voice_id: sarah.voiceId },
];
/** Lines are joined with one space in the text that alignment describes. */
const joined = lines.map((line) => line.text).join(" ");

interface VoiceSegmentWire {
  voice_id: string;
  start_time_seconds: number;
  end_time_seconds: number;
  character_start_index: number;
  character_end_index: number;
  dialogue_input_index: number;
}

const pcmSeconds = (bytes: Buffer, sampleRate: number) => bytes.length / 2 / sampleRate;

describe.each(databaseKinds)("POST /v1/text-to-dialogue on %s", (kind) => {
  // What the engines make is tested once per run, the kinds taking turns; charges and history on both.
  const onPglite = engineTest(kind, "pglite");
  const onPostgres = engineTest(kind, "postgres");
  let server: TestServer;
  let token: string;
  const post = (path: string, body: Record<string, unknown>, query = "") =>
    server.request("POST", `/v1/text-to-dialogue${path}${query ? `?${query}` : ""}`, { token, body });
  const speakAlone = (voiceId: string, text: string) =>
    server.request("POST", `/v1/text-to-speech/${voiceId}?output_format=pcm_16000`, {
      token,
      body: { text },
    });

  beforeAll(async () => {
    server = await startTestServer(kind);
    token = (await createTestAccount(server)).accessToken;
  });
  afterAll(async () => server?.close());

  onPglite("speaks two voices in one audio, longer than either line alone", async () => {
    const response = await post("", { inputs: lines, seed: 3 }, "output_format=pcm_16000");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("audio/pcm");
    expect(response.headers["request-id"]).toMatch(/^\w{20}$/);
    const dialogue = pcmSeconds(response.rawPayload, 16_000);
    const first = pcmSeconds((await speakAlone(emma.voiceId, lines[0]!.text)).rawPayload, 16_000);
    const second = pcmSeconds((await speakAlone(sarah.voiceId, lines[1]!.text)).rawPayload, 16_000);
    expect(first).toBeGreaterThan(0.5);
    expect(second).toBeGreaterThan(0.5);
    // Both lines plus the pause, give or take resampling edges.
    expect(dialogue).toBeGreaterThan(Math.max(first, second) + 0.3);
    expect(dialogue).toBeGreaterThan(first + second);
    expect(dialogue).toBeLessThan(first + second + 1);
  });

  onPostgres("gives identical bytes for the same seed", async () => {
    const first = await post("", { inputs: lines, seed: 11 }, "output_format=pcm_16000");
    const second = await post("", { inputs: lines, seed: 11 }, "output_format=pcm_16000");
    expect(first.statusCode).toBe(200);
    expect(Buffer.compare(first.rawPayload, second.rawPayload)).toBe(0);
  });

  onPglite("answers mp3 by default that ffprobe reads", async () => {
    const response = await post("", { inputs: lines });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("audio/mpeg");
    const probe = await ffprobe(response.rawPayload);
    expect(probe.stream.codec_name).toBe("mp3");
    expect(probe.duration).toBeGreaterThan(2);
  });

  onPostgres("streams the audio", async () => {
    const response = await post("/stream", { inputs: lines }, "output_format=pcm_24000");
    expect(response.statusCode).toBe(200);
    expect(pcmSeconds(response.rawPayload, 24_000)).toBeGreaterThan(2);
  });

  onPglite("gives alignment of the joined text and ordered voice segments covering the lines", async () => {
    const response = await post("/with-timestamps", { inputs: lines }, "output_format=pcm_24000");
    expect(response.statusCode).toBe(200);
    const body = response.json();
    const audioSeconds = pcmSeconds(Buffer.from(body.audio_base64, "base64"), 24_000);
    expect(body.alignment.characters.join("")).toBe(joined);
    expect(body.alignment.character_start_times_seconds).toHaveLength(joined.length);
    const starts: number[] = body.alignment.character_start_times_seconds;
    for (let i = 1; i < starts.length; i++) expect(starts[i]!).toBeGreaterThanOrEqual(starts[i - 1]!);
    expect(body.normalized_alignment.characters.length).toBeGreaterThan(0);
    const segments: VoiceSegmentWire[] = body.voice_segments;
    expect(segments.map((s) => s.voice_id)).toEqual([emma.voiceId, sarah.voiceId]);
    expect(segments.map((s) => s.dialogue_input_index)).toEqual([0, 1]);
    for (const [index, segment] of segments.entries()) {
      expect(joined.slice(segment.character_start_index, segment.character_end_index)).toBe(
        lines[index]!.text,
      );
      expect(segment.end_time_seconds).toBeGreaterThan(segment.start_time_seconds);
    }
    expect(segments[0]!.start_time_seconds).toBe(0);
    // The pause lies between the two segments.
    expect(segments[1]!.start_time_seconds - segments[0]!.end_time_seconds).toBeCloseTo(0.3, 2);
    expect(segments[1]!.end_time_seconds).toBeCloseTo(audioSeconds, 1);
    // The second line's first character starts no earlier than its segment.
    expect(starts[segments[1]!.character_start_index]!).toBeGreaterThanOrEqual(
      segments[1]!.start_time_seconds,
    );
  });

  onPostgres("streams NDJSON lines carrying alignment and voice segments", async () => {
    const response = await post("/stream/with-timestamps", { inputs: lines }, "output_format=pcm_16000");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/x-ndjson");
    const chunks = response.body
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line));
    expect(chunks.length).toBeGreaterThan(0);
    for (const chunk of chunks) expect(Array.isArray(chunk.voice_segments)).toBe(true);
    const characters = chunks.flatMap((chunk) => chunk.alignment?.characters ?? []);
    expect(characters.join("")).toBe(joined);
    const segments: VoiceSegmentWire[] = chunks.flatMap((chunk) => chunk.voice_segments);
    expect(segments.map((s) => s.dialogue_input_index)).toEqual([0, 1]);
    const audio = Buffer.concat(chunks.map((chunk) => Buffer.from(chunk.audio_base64, "base64")));
    expect(pcmSeconds(audio, 16_000)).toBeGreaterThan(2);
  });

  it("is charged and limited like text to speech", async () => {
    const before = (await server.request("GET", "/v1/user/subscription", { token })).json().character_count;
    const inputs = [
      { text: "Charged line one.", voice_id: emma.voiceId },
      { text: "Charged line two.", voice_id: sarah.voiceId },
    ];
    const response = await post("", { inputs }, "output_format=pcm_16000");
    expect(response.statusCode).toBe(200);
    expect(response.headers["maximum-concurrent-requests"]).toBe("2");
    const after = (await server.request("GET", "/v1/user/subscription", { token })).json().character_count;
    // eleven_v3 costs one credit per character; the joined text adds the one-space separator.
    expect(after - before).toBe("Charged line one. Charged line two.".length);
  });

  it("refuses more than 50 inputs with a clear message", async () => {
    const inputs = Array.from({ length: 51 }, () => ({ text: "Hi.", voice_id: emma.voiceId }));
    const response = await post("", { inputs });
    expect(response.statusCode).toBe(422);
    expect(JSON.stringify(response.json())).toContain("at most 50 inputs");
  });

  onPglite("accepts exactly 50 inputs", async () => {
    const inputs = Array.from({ length: 50 }, (_, i) => ({
      text: "Hi.",
      voice_id: i % 2 ? sarah.voiceId : emma.voiceId,
    }));
    const response = await post("", { inputs }, "output_format=pcm_16000");
    expect(response.statusCode).toBe(200);
  });

  it("refuses no inputs, an unknown voice and an unknown pronunciation dictionary", async () => {
    expect((await post("", { inputs: [] })).statusCode).toBe(422);
    const unknown = await post("", {
      inputs: [lines[0], { text: "Who am I?", voice_id: "no-such-voice" }],
    });
    expect(unknown.statusCode).toBe(404);
    expect(JSON.stringify(unknown.json())).toContain("no-such-voice");
    const dictionaries = await post("", {
      inputs: lines,
      pronunciation_dictionary_locators: [{ pronunciation_dictionary_id: "x" }],
    });
    expect(dictionaries.statusCode).toBe(404);
    expect(dictionaries.json().detail.status).toBe("pronunciation_dictionary_not_found");
  });

  it("records the dialogue in the history, and nothing with enable_logging=false", async () => {
    const response = await post("", { inputs: lines }, "output_format=mp3_22050_32");
    expect(response.statusCode).toBe(200);
    const id = response.headers["history-item-id"];
    expect(id).toBe(response.headers["request-id"]);
    const item = await server.request("GET", `/v1/history/${id}`, { token });
    expect(item.statusCode).toBe(200);
    const body = item.json();
    expect(body.text).toBe(joined);
    expect(body.voice_id).toBe(emma.voiceId);
    expect(body.dialogue).toEqual([
      { text: lines[0]!.text, voice_id: emma.voiceId, voice_name: emma.name },
      { text: lines[1]!.text, voice_id: sarah.voiceId, voice_name: sarah.name },
    ]);
    const audio = await server.request("GET", `/v1/history/${id}/audio`, { token });
    expect(audio.statusCode).toBe(200);
    expect(audio.rawPayload.length).toBe(response.rawPayload.length);

    const unlogged = await post("", { inputs: lines }, "enable_logging=false&output_format=pcm_16000");
    expect(unlogged.statusCode).toBe(200);
    expect(unlogged.headers["history-item-id"]).toBeUndefined();
    const missing = await server.request("GET", `/v1/history/${unlogged.headers["request-id"]}`, { token });
    expect(missing.statusCode).toBe(404);
  });
});
