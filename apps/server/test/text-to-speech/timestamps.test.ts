import { createTestAccount, databaseKinds, startTestServer, type TestServer } from "@chorus/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emma, lukas, pcmSeconds, sarah, speak } from "./support.ts";

interface Alignment {
  characters: string[];
  character_start_times_seconds: number[];
  character_end_times_seconds: number[];
}

function expectAlignmentCovers(alignment: Alignment, text: string, durationSeconds: number) {
  expect(alignment.characters.join("")).toBe(text);
  const starts = alignment.character_start_times_seconds;
  const ends = alignment.character_end_times_seconds;
  expect(starts).toHaveLength(text.length);
  for (let i = 0; i < text.length; i++) {
    expect(ends[i]!).toBeGreaterThanOrEqual(starts[i]!);
    if (i > 0) expect(starts[i]!).toBeGreaterThanOrEqual(ends[i - 1]! - 1e-6);
  }
  expect(ends.at(-1)!).toBeCloseTo(durationSeconds, 2);
}

describe.each(databaseKinds)("text-to-speech timestamps on %s", (kind) => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer(kind);
    token = (await createTestAccount(server)).accessToken;
  });
  afterAll(async () => server?.close());

  it.each([
    ["Flite", sarah.voiceId, "Hello there. It costs $5 on 2024-03-05, about 45% off!"],
    ["eSpeak-NG", emma.voiceId, "Dr. Smith arrived at 7:30 pm with 12,500 people."],
    ["eSpeak-NG German", lukas.voiceId, "Guten Morgen. Wie geht es dir heute?"],
  ])(
    "with-timestamps (%s): alignment covers the original text and ends at the audio's duration",
    async (_, voiceId, text) => {
      const response = await speak(
        server,
        token,
        voiceId,
        { text },
        { path: "/with-timestamps", query: "output_format=pcm_16000" },
      );
      expect(response.statusCode).toBe(200);
      const body = response.json();
      const duration = pcmSeconds(Buffer.from(body.audio_base64, "base64"), 16_000);
      expectAlignmentCovers(body.alignment, text, duration);
      expect(body.normalized_alignment.characters.join("").length).toBeGreaterThanOrEqual(text.length - 2);
    },
  );

  it("maps an expansion's time onto the original token", async () => {
    const text = "Pay $5 now.";
    const body = (
      await speak(
        server,
        token,
        emma.voiceId,
        { text },
        { path: "/with-timestamps", query: "output_format=pcm_16000" },
      )
    ).json();
    expect(body.normalized_alignment.characters.join("")).toContain("five dollars");
    const starts: number[] = body.alignment.character_start_times_seconds;
    const ends: number[] = body.alignment.character_end_times_seconds;
    // "$5" (characters 4–5) spans the whole of "five dollars", far longer than one character.
    expect(ends[5]! - starts[4]!).toBeGreaterThan(0.3);
  });

  it("stream/with-timestamps sends NDJSON lines whose audio and alignment add up", async () => {
    const text = "One sentence comes first. Then another follows. And a third one ends it.";
    const response = await speak(
      server,
      token,
      sarah.voiceId,
      { text },
      { path: "/stream/with-timestamps", query: "output_format=pcm_16000" },
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/x-ndjson");
    const lines = response.body
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line));
    expect(lines.length).toBeGreaterThan(1);
    const audio = Buffer.concat(lines.map((line) => Buffer.from(line.audio_base64, "base64")));
    const alignment: Alignment = {
      characters: [],
      character_start_times_seconds: [],
      character_end_times_seconds: [],
    };
    for (const line of lines) {
      if (!line.alignment) continue;
      alignment.characters.push(...line.alignment.characters);
      alignment.character_start_times_seconds.push(...line.alignment.character_start_times_seconds);
      alignment.character_end_times_seconds.push(...line.alignment.character_end_times_seconds);
    }
    expectAlignmentCovers(alignment, text, pcmSeconds(audio, 16_000));
  });
});
