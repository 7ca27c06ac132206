import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { forcedAlignmentLimits, messages } from "@chorus/contract";
import { createTestAccount, databaseKinds, startTestServer, type TestServer } from "@chorus/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sarah, speak } from "../text-to-speech/support.ts";
import { postForm } from "../voices/cloning-support.ts";

const text = "Please call Stella and ask her to bring these things with her from the store.";

interface Word {
  text: string;
  start: number;
  end: number;
  loss: number;
}

/** Word boundaries from the TTS character alignment: a word starts at its first letter and ends at its last. */
function trueWords(alignment: {
  characters: string[];
  character_start_times_seconds: number[];
  character_end_times_seconds: number[];
}) {
  const words: { start: number; end: number }[] = [];
  let current: { start: number; end: number } | undefined;
  alignment.characters.forEach((character, index) => {
    if (/[\p{L}\p{N}']/u.test(character)) {
      current ??= { start: alignment.character_start_times_seconds[index]!, end: 0 };
      current.end = alignment.character_end_times_seconds[index]!;
    } else if (current) {
      words.push(current);
      current = undefined;
    }
  });
  if (current) words.push(current);
  return words;
}

/** `seconds` of silence as FLAC: a long recording in a small file (an hour is about 650 kB). */
async function silenceFlac(seconds: number): Promise<Uint8Array> {
  const { stdout } = await promisify(execFile)(
    "ffmpeg",
    [
      ...["-hide_banner", "-loglevel", "error", "-f", "lavfi", "-i", "anullsrc=r=8000:cl=mono"],
      ...["-t", String(seconds), "-c:a", "flac", "-f", "flac", "pipe:1"],
    ],
    { encoding: "buffer", maxBuffer: 16 * 1024 * 1024 },
  );
  return new Uint8Array(stdout);
}

describe.each(databaseKinds)("forced alignment on %s", (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => server?.close());

  it("aligns a Flite reading against the eSpeak-NG reference within 0.15 s per word boundary on average", async () => {
    const account = await createTestAccount(server);
    const spoken = (
      await speak(
        server,
        account.accessToken,
        sarah.voiceId,
        { text },
        { path: "/with-timestamps", query: "output_format=mp3_44100_128" },
      )
    ).json();
    const audio = Buffer.from(spoken.audio_base64, "base64");
    const truth = trueWords(spoken.alignment);
    const before = (
      await server.request("GET", "/v1/user/subscription", { token: account.accessToken })
    ).json().character_count as number;

    const response = await postForm(server, account, "/v1/forced-alignment", { text }, [
      { field: "file", name: "speech.mp3", type: "audio/mpeg", bytes: audio },
    ]);
    expect(response.statusCode).toBe(200);
    const body = response.json() as { characters: { text: string }[]; words: Word[]; loss: number };
    expect(body.characters.map((c) => c.text).join("")).toBe(text);
    expect(body.words.map((w) => w.text)).toEqual(text.match(/[\p{L}\p{N}']+/gu));
    expect(body.words).toHaveLength(truth.length);
    const errors = body.words.flatMap((word, index) => [
      Math.abs(word.start - truth[index]!.start),
      Math.abs(word.end - truth[index]!.end),
    ]);
    const mean = errors.reduce((sum, e) => sum + e, 0) / errors.length;
    const figures = `mean boundary error ${(mean * 1000).toFixed(0)} ms, max ${(Math.max(...errors) * 1000).toFixed(0)} ms`;
    expect(mean, figures).toBeLessThan(0.15);
    for (let i = 1; i < body.words.length; i++)
      expect(body.words[i]!.start).toBeGreaterThanOrEqual(body.words[i - 1]!.start);
    expect(body.loss).toBeGreaterThan(0);

    const after = (
      await server.request("GET", "/v1/user/subscription", { token: account.accessToken })
    ).json().character_count as number;
    expect(after - before).toBeGreaterThan(0);
  });

  it("refuses a language eSpeak-NG does not speak, an undecodable file and empty text", async () => {
    const account = await createTestAccount(server);
    const audio = (await speak(server, account.accessToken, sarah.voiceId, { text: "Hello there." }))
      .rawPayload;
    const file = [{ field: "file", name: "a.mp3", type: "audio/mpeg", bytes: audio }];
    const language = await postForm(
      server,
      account,
      "/v1/forced-alignment",
      { text: "Hello", language: "xx-qq" },
      file,
    );
    expect(language.statusCode).toBe(400);
    expect(language.json().detail.status).toBe("unsupported_language");
    const garbage = await postForm(server, account, "/v1/forced-alignment", { text: "Hello" }, [
      { field: "file", name: "a.txt", type: "text/plain", bytes: new TextEncoder().encode("no audio") },
    ]);
    expect(garbage.statusCode).toBe(422);
    expect(garbage.json().detail[0].loc).toEqual(["body", "file"]);
    const empty = await postForm(server, account, "/v1/forced-alignment", { text: "  " }, file);
    expect(empty.statusCode).toBe(422);
  });

  // Decoding an hour of audio takes seconds and never reaches the database: one database kind is enough.
  it.runIf(kind === databaseKinds[0])(
    "refuses audio over an hour before any work or charge, saying to align it in parts",
    async () => {
      // Issue 15: the work grows with the audio (minutes of CPU for hours of audio), so past the limit
      // the request is refused up front instead.
      const account = await createTestAccount(server);
      const credits = async () =>
        (await server.request("GET", "/v1/user/subscription", { token: account.accessToken })).json()
          .character_count as number;
      const before = await credits();
      const long = await silenceFlac(forcedAlignmentLimits.maxAudioSeconds + 30);
      const response = await postForm(server, account, "/v1/forced-alignment", { text }, [
        { field: "file", name: "long.flac", type: "audio/flac", bytes: long },
      ]);
      expect(response.statusCode).toBe(422);
      expect(response.json().detail).toEqual([
        {
          loc: ["body", "file"],
          msg: messages.alignmentAudioTooLong(forcedAlignmentLimits.maxAudioSeconds / 60),
          type: "value_error",
        },
      ]);
      expect(await credits()).toBe(before);
    },
  );
});
