import { createTestAccount, databaseKinds, startTestServer, type TestServer } from "@chorus/testing";
import { engineTest } from "@chorus/testing/engine-tests";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { characterCount, presetUsage } from "../credits/support.ts";
import { parseSrt, sentences, speakWithFlite, transcribe, wordErrorRate } from "./support.ts";

interface Word {
  text: string;
  start: number;
  end: number;
  type: string;
  speaker_id?: string;
  logprob: number;
  characters?: { text: string; start: number; end: number }[];
}

describe.each(databaseKinds)("POST /v1/speech-to-text on %s (embedded pocketsphinx)", (kind) => {
  // The recogniser's word error rate and speakers are its own work: measured once, each on one database.
  // The other tests charge and refuse on both, with two sentences (pocketsphinx takes seconds per sentence).
  const onPglite = engineTest(kind, "pglite");
  const onPostgres = engineTest(kind, "postgres");
  let server: TestServer;
  let token: string;
  let audio: Buffer;
  beforeAll(async () => {
    server = await startTestServer(kind);
    token = (await createTestAccount(server)).accessToken;
    audio = await speakWithFlite(server, token, sentences.slice(0, 2).join(" "));
  }, 60_000);
  afterAll(async () => server?.close());

  onPglite(
    "transcribes Flite-spoken English with a low word error rate, word timings and exports",
    async () => {
      const everySentence = await speakWithFlite(server, token, sentences.join(" "));
      const response = await transcribe(
        server,
        token,
        {
          model_id: "scribe_v1",
          timestamps_granularity: "character",
          additional_formats: JSON.stringify([
            { format: "srt", max_characters_per_line: 30, max_segment_duration_s: 4 },
            { format: "txt" },
            { format: "segmented_json" },
            { format: "html" },
          ]),
        },
        { bytes: everySentence },
      );
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json();
      const wer = wordErrorRate(sentences.join(" "), body.text);
      // biome-ignore lint/suspicious/noConsole: the measured word error rate is a figure the issue asks for
      console.log(`speech to text WER on ${kind}: ${(wer * 100).toFixed(1)}% — heard: ${body.text}`);
      // Measured 9–16 % across runs (the mark every generation carries moves a word or two either way);
      // the engine alone scores 10 % on four voices (bench/speech-to-text.bench.ts).
      expect(wer).toBeLessThan(0.18);
      expect(body.language_code).toBe("eng");
      expect(body.language_probability).toBeGreaterThan(0);
      expect(body.audio_duration_secs).toBeGreaterThan(8);

      const words: Word[] = body.words;
      // word, spacing, word, …: the entries rebuild the text.
      for (const [index, word] of words.entries())
        expect(word.type).toBe(index % 2 === 0 ? "word" : "spacing");
      expect(words.map((word) => word.text).join("")).toBe(body.text);
      let previousEnd = 0;
      for (const word of words) {
        expect(word.start).toBeGreaterThanOrEqual(previousEnd - 1e-9);
        expect(word.end).toBeGreaterThanOrEqual(word.start);
        expect(word.end).toBeLessThanOrEqual(body.audio_duration_secs + 0.05);
        expect(word.logprob).toBeLessThanOrEqual(0);
        expect(word.characters?.map((c) => c.text).join("")).toBe(word.text);
        previousEnd = word.end;
      }

      const formats = Object.fromEntries(
        body.additional_formats.map((f: { requested_format: string; content: string }) => [
          f.requested_format,
          f,
        ]),
      );
      const cues = parseSrt(formats.srt.content);
      expect(cues.length).toBeGreaterThan(3);
      for (const [index, cue] of cues.entries()) {
        expect(cue.index).toBe(index + 1);
        expect(cue.end - cue.start).toBeLessThanOrEqual(4 + 1e-9);
        for (const line of cue.lines) expect(line.length).toBeLessThanOrEqual(30);
      }
      expect(formats.srt.file_extension).toBe("srt");
      expect(formats.txt.content.replace(/\s+/g, " ")).toContain(words[0]!.text);
      expect(JSON.parse(formats.segmented_json.content).segments.length).toBeGreaterThan(0);
      expect(formats.html.content).toContain("<p>");
    },
    60_000,
  );

  onPostgres(
    "reports a speaker per word when diarize is set, and no times with granularity none",
    async () => {
      const response = await transcribe(
        server,
        token,
        { model_id: "scribe_v2", diarize: "true", timestamps_granularity: "none", language_code: "en" },
        { bytes: audio },
      );
      expect(response.statusCode, response.body).toBe(200);
      const words: Word[] = response.json().words;
      expect(words.length).toBeGreaterThan(10);
      for (const word of words) {
        expect(word.speaker_id).toMatch(/^speaker_\d+$/);
        expect(word.start).toBeNull();
      }
      expect(response.json().language_probability).toBe(1);
    },
    60_000,
  );

  it("refuses a language no engine handles, naming it, before any charge", async () => {
    const response = await transcribe(
      server,
      token,
      { model_id: "scribe_v1", language_code: "fr" },
      { bytes: audio },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().detail.status).toBe("unsupported_language");
    expect(response.json().detail.message).toContain("French");
  });

  it("refuses cloud storage URLs that are not https or name private hosts", async () => {
    for (const url of [
      "http://example.com/a.mp3",
      "https://127.0.0.1/a.mp3",
      "https://[::1]/a.mp3",
      "https://10.1.2.3/x",
      "https://localhost/x",
    ]) {
      const response = await transcribe(server, token, { model_id: "scribe_v1", cloud_storage_url: url });
      expect(response.statusCode, url).toBe(422);
      expect(JSON.stringify(response.json()), url).toContain("cloud_storage_url");
    }
  });

  it("refuses a request without a file, an unknown model and an unreadable file", async () => {
    expect((await transcribe(server, token, { model_id: "scribe_v1" })).statusCode).toBe(422);
    expect((await transcribe(server, token, { model_id: "whisper" }, { bytes: audio })).statusCode).toBe(422);
    const garbage = await transcribe(
      server,
      token,
      { model_id: "scribe_v1" },
      { bytes: new Uint8Array(2000).fill(7) },
    );
    expect(garbage.statusCode).toBe(422);
  });

  it("charges credits by the duration, and refuses with the quota error when they run out", async () => {
    const account = await createTestAccount(server);
    const before = await characterCount(server, account.accessToken);
    const response = await transcribe(
      server,
      account.accessToken,
      { model_id: "scribe_v1" },
      { bytes: audio },
    );
    expect(response.statusCode).toBe(200);
    const seconds = response.json().audio_duration_secs;
    expect((await characterCount(server, account.accessToken)) - before).toBe(
      Math.ceil((seconds * 1000) / 60),
    );
    await presetUsage(server, account.workspace, 10_000);
    const refused = await transcribe(
      server,
      account.accessToken,
      { model_id: "scribe_v1" },
      { bytes: audio },
    );
    expect(refused.json().detail.status).toBe("quota_exceeded");
  }, 60_000);
});
