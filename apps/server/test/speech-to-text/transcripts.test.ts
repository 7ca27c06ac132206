import { wavHeader } from "@chorus/adapters/audio";
import { seededRandom } from "@chorus/domain";
import { createTestAccount, databaseKinds, startTestServer, type TestServer } from "@chorus/testing";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { characterCount } from "../credits/support.ts";
import { type FakeWhisper, startFakeWhisper } from "./fake-whisper.ts";
import { transcribe } from "./support.ts";

/**
 * The asynchronous mode (`webhook=true`) and `GET`/`DELETE /v1/speech-to-text/transcripts/{id}`,
 * with the remote engine pointed at a local fake so the engine can be made to fail.
 */
describe.each(databaseKinds)("speech-to-text transcripts on %s", (kind) => {
  let server: TestServer;
  let token: string;
  let fake: FakeWhisper;
  const wavFile = {
    bytes: Buffer.concat([Buffer.from(wavHeader(16_000, 64_000)), Buffer.alloc(64_000, 1)]),
    name: "two-seconds.wav",
    type: "audio/wav",
  };
  const french = { model_id: "scribe_v1", language_code: "fr" };
  const getTranscript = (id: string, as: string) =>
    server.request("GET", `/v1/speech-to-text/transcripts/${id}`, { token: as });

  beforeAll(async () => {
    fake = await startFakeWhisper();
    server = await startTestServer(kind, { REMOTE_STT_URL: fake.url, REMOTE_STT_LANGUAGES: "fr" });
    token = (await createTestAccount(server)).accessToken;
  });
  beforeEach(() => {
    fake.failing = false;
    fake.words = undefined;
  });
  afterAll(async () => {
    await server?.close();
    fake?.server.close();
  });

  it("answers webhook=true at once, then the worker completes the transcript, which can be deleted", async () => {
    const queued = await transcribe(server, token, { ...french, webhook: "true" }, wavFile);
    expect(queued.statusCode, queued.body).toBe(200);
    const body = queued.json();
    expect(body.transcription_id).toEqual(expect.any(String));
    expect(body.request_id).toBe(body.transcription_id);
    expect(body.message).toContain(`/v1/speech-to-text/transcripts/${body.transcription_id}`);
    expect(body).not.toHaveProperty("words");

    const sentBefore = fake.requests.length;
    const processing = await getTranscript(body.transcription_id, token);
    expect(processing.statusCode).toBe(409);
    expect(processing.json().detail.status).toBe("transcript_not_ready");

    expect(await server.runJobs()).toBeGreaterThanOrEqual(1);
    expect(fake.requests.length).toBe(sentBefore + 1);
    const done = await getTranscript(body.transcription_id, token);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({
      language_code: "fra",
      text: "Bonjour tout le monde.",
      transcription_id: body.transcription_id,
      audio_duration_secs: 2,
    });
    expect(done.json().words.filter((w: { type: string }) => w.type === "word")).toHaveLength(4);

    const deleted = await server.request(
      "DELETE",
      `/v1/speech-to-text/transcripts/${body.transcription_id}`,
      {
        token,
      },
    );
    expect(deleted.statusCode).toBe(200);
    expect((await getTranscript(body.transcription_id, token)).statusCode).toBe(404);
    const again = await server.request("DELETE", `/v1/speech-to-text/transcripts/${body.transcription_id}`, {
      token,
    });
    expect(again.statusCode).toBe(404);
  });

  it("retries a failing engine three times, then the transcript is failed and its credits refunded", async () => {
    const account = await createTestAccount(server);
    const before = await characterCount(server, account.accessToken);
    fake.failing = true;
    const queued = await transcribe(server, account.accessToken, { ...french, webhook: "true" }, wavFile);
    expect(queued.statusCode, queued.body).toBe(200);
    const id = queued.json().transcription_id as string;
    expect(await characterCount(server, account.accessToken)).toBeGreaterThan(before);

    const sentBefore = fake.requests.length;
    await server.runJobs();
    expect(fake.requests.length).toBe(sentBefore + 1);
    expect((await getTranscript(id, account.accessToken)).json().detail.status).toBe("transcript_not_ready");
    // Nothing is retried before its back-off has passed.
    await server.runJobs();
    expect(fake.requests.length).toBe(sentBefore + 1);

    server.clock.advance(31_000);
    await server.runJobs();
    expect(fake.requests.length).toBe(sentBefore + 2);
    expect((await getTranscript(id, account.accessToken)).statusCode).toBe(409);

    server.clock.advance(2 * 60_000 + 1_000);
    await server.runJobs();
    expect(fake.requests.length).toBe(sentBefore + 3);
    const failed = await getTranscript(id, account.accessToken);
    expect(failed.statusCode).toBe(422);
    expect(failed.json().detail).toEqual({
      status: "transcription_failed",
      message: "unable to transcribe the file after retries",
    });
    expect(await characterCount(server, account.accessToken)).toBe(before);

    // Given up for good: no fourth attempt after what would have been its back-off.
    server.clock.advance(9 * 60_000);
    await server.runJobs();
    expect(fake.requests.length).toBe(sentBefore + 3);
  });

  it("keeps synchronous transcripts too, and never shows them to another workspace", async () => {
    // A fresh account: the retry test moves the clock past the first account's access token.
    const token = (await createTestAccount(server)).accessToken;
    const response = await transcribe(server, token, french, wavFile);
    expect(response.statusCode, response.body).toBe(200);
    const id = response.json().transcription_id as string;
    const stored = await getTranscript(id, token);
    expect(stored.statusCode).toBe(200);
    expect(stored.json().text).toBe(response.json().text);

    const stranger = await createTestAccount(server);
    expect((await getTranscript(id, stranger.accessToken)).json().detail.status).toBe("transcript_not_found");
    const foreignDelete = await server.request("DELETE", `/v1/speech-to-text/transcripts/${id}`, {
      token: stranger.accessToken,
    });
    expect(foreignDelete.statusCode).toBe(404);
    expect((await getTranscript(id, token)).statusCode).toBe(200);
  });

  it("cancels a background transcription deleted before it ran, and refunds it", async () => {
    const account = await createTestAccount(server);
    const before = await characterCount(server, account.accessToken);
    const queued = await transcribe(server, account.accessToken, { ...french, webhook: "true" }, wavFile);
    const id = queued.json().transcription_id as string;
    const deleted = await server.request("DELETE", `/v1/speech-to-text/transcripts/${id}`, {
      token: account.accessToken,
    });
    expect(deleted.statusCode).toBe(200);
    const sentBefore = fake.requests.length;
    await server.runJobs();
    expect(fake.requests.length).toBe(sentBefore);
    expect(await characterCount(server, account.accessToken)).toBe(before);
  });

  it("exports vtt, docx and pdf from a background transcription", async () => {
    const token = (await createTestAccount(server)).accessToken;
    const additionalFormats = JSON.stringify([
      { format: "vtt", max_characters_per_line: 12, max_lines_per_cue: 1 },
      { format: "docx" },
      { format: "pdf" },
    ]);
    const queued = await transcribe(
      server,
      token,
      { ...french, webhook: "true", additional_formats: additionalFormats },
      wavFile,
    );
    expect(queued.statusCode, queued.body).toBe(200);
    await server.runJobs();
    const done = await getTranscript(queued.json().transcription_id, token);
    expect(done.statusCode, done.body).toBe(200);
    const [vtt, docx, pdf] = done.json().additional_formats;
    expect(vtt).toMatchObject({
      requested_format: "vtt",
      content_type: "text/vtt",
      is_base64_encoded: false,
    });
    expect(vtt.content.startsWith("WEBVTT\n\n")).toBe(true);
    for (const cue of vtt.content.trim().split("\n\n").slice(1)) {
      const lines = cue.split("\n").slice(1);
      expect(lines).toHaveLength(1);
      expect(lines[0].length).toBeLessThanOrEqual(12);
    }
    expect(docx).toMatchObject({ file_extension: "docx", is_base64_encoded: true });
    expect(Buffer.from(docx.content, "base64").subarray(0, 2).toString()).toBe("PK");
    expect(pdf).toMatchObject({
      file_extension: "pdf",
      content_type: "application/pdf",
      is_base64_encoded: true,
    });
    expect(Buffer.from(pdf.content, "base64").subarray(0, 5).toString()).toBe("%PDF-");
  });

  it("tags audio events unless asked not to, and leaves fillers out of non-verbatim transcripts", async () => {
    const token = (await createTestAccount(server)).accessToken;
    fake.words = [
      ["Euh", 0.1, 0.3],
      ["um,", 0.3, 0.5],
      ["bonjour", 0.6, 0.9],
      ["[Laughter]", 1.0, 1.4],
      ["merci", 1.5, 1.9],
    ];
    const verbatim = await transcribe(server, token, french, wavFile);
    expect(verbatim.json().text).toBe("Euh um, bonjour (laughter) merci");
    expect(verbatim.json().words.find((w: { type: string }) => w.type === "audio_event")).toMatchObject({
      text: "(laughter)",
      start: 1,
      end: 1.4,
    });
    const untagged = await transcribe(server, token, { ...french, tag_audio_events: "false" }, wavFile);
    expect(untagged.json().text).toBe("Euh um, bonjour merci");
    const clean = await transcribe(server, token, { ...french, no_verbatim: "true" }, wavFile);
    expect(clean.json().text).toBe("bonjour merci");
  });

  it("serves the source-language list with what this server's engines can transcribe", async () => {
    const token = (await createTestAccount(server)).accessToken;
    const response = await server.request("GET", "/v1/speech-to-text/languages", { token });
    expect(response.statusCode).toBe(200);
    const languages: { key: string; name: string; iso3: string | null; available: boolean }[] =
      response.json().languages;
    expect(languages[0]).toEqual({ key: "auto", name: "Detect", iso3: null, available: true });
    const byKey = new Map(languages.map((language) => [language.key, language]));
    expect(byKey.get("fr")).toEqual({ key: "fr", name: "French", iso3: "fra", available: true });
    expect(byKey.get("en")?.available).toBe(true);
    expect(byKey.get("ja")).toEqual({ key: "ja", name: "Japanese", iso3: "jpn", available: false });
    expect(byKey.get("mi")?.name).toBe("Maori");
  });

  it("tags a burst of noise the engine heard no words in as (noise)", async () => {
    const token = (await createTestAccount(server)).accessToken;
    // 3 s: quiet, then white noise from 1.5 s to 2.5 s (the fake engine hears words up to 1 s).
    const random = seededRandom(3);
    const pcm = Buffer.alloc(16_000 * 3 * 2);
    for (let i = 24_000; i < 40_000; i++) pcm.writeInt16LE(Math.round((random() * 2 - 1) * 8000), i * 2);
    const file = { bytes: pcm, name: "noise.pcm", type: "application/octet-stream" };
    const fields = { ...french, file_format: "pcm_s16le_16" };
    const tagged = await transcribe(server, token, fields, file);
    expect(tagged.statusCode, tagged.body).toBe(200);
    expect(tagged.json().text).toBe("Bonjour tout le monde. (noise)");
    const event = tagged.json().words.at(-1);
    expect(event.type).toBe("audio_event");
    expect(Math.abs(event.start - 1.5)).toBeLessThan(0.1);
    expect(Math.abs(event.end - 2.5)).toBeLessThan(0.1);
    const untagged = await transcribe(server, token, { ...fields, tag_audio_events: "false" }, file);
    expect(untagged.json().text).toBe("Bonjour tout le monde.");
  });

  it("takes raw PCM with file_format pcm_s16le_16, and auto as detection", async () => {
    const token = (await createTestAccount(server)).accessToken;
    const pcm = Buffer.alloc(48_000);
    for (let i = 0; i < pcm.length / 2; i++) pcm.writeInt16LE(Math.round(Math.sin(i / 10) * 3000), i * 2);
    const response = await transcribe(
      server,
      token,
      { model_id: "scribe_v1", language_code: "auto", file_format: "pcm_s16le_16" },
      { bytes: pcm, name: "speech.pcm", type: "application/octet-stream" },
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ audio_duration_secs: 1.5, language_code: "fra" });
    const sent = fake.requests.at(-1)!.body;
    expect(sent).toContain("RIFF");
    expect(sent).not.toContain('name="language"');
  });

  it("says why on cloud_storage_url when its download fails, before any charge", async () => {
    const token = (await createTestAccount(server)).accessToken;
    // `.invalid` never resolves (RFC 2606): the download fails before any charge.
    const response = await transcribe(server, token, {
      ...french,
      cloud_storage_url: "https://recordings.chorus-test.invalid/talk.mp3",
    });
    expect(response.statusCode).toBe(422);
    expect(JSON.stringify(response.json())).toContain("cloud_storage_url could not be downloaded");
  });

  it("refuses in webhook mode what the synchronous mode refuses, before queueing anything", async () => {
    const token = (await createTestAccount(server)).accessToken;
    const response = await transcribe(
      server,
      token,
      { model_id: "scribe_v1", language_code: "ja", webhook: "true" },
      wavFile,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().detail.message).toContain("Japanese");
  });
});
