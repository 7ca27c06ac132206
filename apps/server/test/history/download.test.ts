import { decodeWithFfmpeg, ffprobe } from "@chorus/adapters/testing/ffprobe";
import { databaseKinds, startTestServer, type TestServer } from "@chorus/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import yauzl from "yauzl";
import { generate, historyOwner } from "./support.ts";

/** Every entry of a zip: name and uncompressed bytes. */
function unzip(bytes: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (error, zip) => {
      if (error) return reject(error);
      const entries = new Map<string, Buffer>();
      zip.on("error", reject);
      zip.on("end", () => resolve(entries));
      zip.on("entry", (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError) return reject(streamError);
          const parts: Buffer[] = [];
          stream.on("data", (part: Buffer) => parts.push(part));
          stream.on("end", () => {
            entries.set(entry.fileName, Buffer.concat(parts));
            zip.readEntry();
          });
        });
      });
      zip.readEntry();
    });
  });
}

/** The `filename*` of a Content-Disposition header, decoded. */
function fileNameOf(disposition: unknown): string {
  expect(String(disposition)).toMatch(/^attachment; filename="[^"]+"; filename\*=UTF-8''/);
  return decodeURIComponent(String(disposition).split("filename*=UTF-8''")[1]!);
}

describe.each(databaseKinds)("POST /v1/history/download on %s", (kind) => {
  let server: TestServer;
  let apiKey: string;
  let first: Awaited<ReturnType<typeof generate>>;
  let second: Awaited<ReturnType<typeof generate>>;
  beforeAll(async () => {
    server = await startTestServer(kind);
    ({ apiKey } = await historyOwner(server));
    first = await generate(server, apiKey, 'Say: "hello / world?" and smile.');
    server.clock.advanceMinutes(1);
    second = await generate(server, apiKey, "A second item to download.", {
      query: "output_format=pcm_16000",
    });
  });
  afterAll(async () => server?.close());

  const download = (body: unknown) => server.request("POST", "/v1/history/download", { apiKey, body });

  it("answers one id with that audio file and a clean file name", async () => {
    const response = await download({ history_item_ids: [first.id] });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("audio/mpeg");
    expect(response.rawPayload.equals(first.audio)).toBe(true);
    const name = fileNameOf(response.headers["content-disposition"]);
    expect(name).toMatch(/^Chorus_\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d_Emma_Say_hello__world_and_smile\.mp3$/);
    expect(name).not.toMatch(/[\s"/?:]/);
    expect(name.length).toBeLessThanOrEqual(255);
  });

  it("answers several ids with a zip holding one file per item", async () => {
    const response = await download({ history_item_ids: [first.id, second.id, first.id] });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/zip");
    expect(fileNameOf(response.headers["content-disposition"])).toMatch(/^Chorus_history_.*\.zip$/);
    const entries = await unzip(response.rawPayload);
    expect(entries.size).toBe(2);
    const [mp3Name, pcmName] = [...entries.keys()];
    expect(mp3Name).toMatch(/_Emma_Say.*\.mp3$/);
    expect(pcmName).toMatch(/_Emma_A_second_item_to_download\.pcm$/);
    expect(entries.get(mp3Name!)!.equals(first.audio)).toBe(true);
    expect(entries.get(pcmName!)!.equals(second.audio)).toBe(true);
  });

  it("re-encodes to the output_format asked for", async () => {
    const wav = await download({ history_item_ids: [first.id], output_format: "wav" });
    expect(wav.statusCode).toBe(200);
    expect(wav.headers["content-type"]).toBe("audio/wav");
    expect(fileNameOf(wav.headers["content-disposition"])).toMatch(/\.wav$/);
    const wavProbe = await ffprobe(wav.rawPayload);
    expect(wavProbe.stream.codec_name).toBe("pcm_s16le");
    expect(Number(wavProbe.stream.sample_rate)).toBe(22_050);
    const original = await ffprobe(first.audio);
    expect(Math.abs(wavProbe.duration - original.duration)).toBeLessThan(0.15);

    const mp3 = await download({ history_item_ids: [second.id], output_format: "mp3_44100_64" });
    expect(mp3.statusCode).toBe(200);
    expect(mp3.headers["content-type"]).toBe("audio/mpeg");
    const mp3Probe = await ffprobe(mp3.rawPayload);
    expect(mp3Probe.stream.codec_name).toBe("mp3");
    expect(Number(mp3Probe.stream.sample_rate)).toBe(44_100);
    expect(Math.abs(mp3Probe.duration - second.audio.length / 2 / 16_000)).toBeLessThan(0.15);
    // A whole file with a gapless header: it decodes to the stored audio's length exactly (±1 resampled sample).
    const decoded = await decodeWithFfmpeg(mp3.rawPayload, 44_100);
    expect(Math.abs(decoded.length - ((second.audio.length / 2) * 44_100) / 16_000)).toBeLessThanOrEqual(1);

    const zip = await download({ history_item_ids: [first.id, second.id], output_format: "opus_48000_64" });
    expect(zip.statusCode).toBe(200);
    const entries = await unzip(zip.rawPayload);
    expect([...entries.keys()].every((name) => name.endsWith(".opus"))).toBe(true);
    for (const bytes of entries.values()) expect((await ffprobe(bytes)).stream.codec_name).toBe("opus");

    const same = await download({ history_item_ids: [first.id], output_format: "default" });
    expect(same.rawPayload.equals(first.audio)).toBe(true);
  });

  it("refuses an unknown output format, a tier-gated one, and an unknown id", async () => {
    const unknown = await download({ history_item_ids: [first.id], output_format: "flac" });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().detail).toEqual([
      {
        loc: ["body", "output_format"],
        msg: "Invalid response type received: flac is not supported.",
        type: "value_error",
      },
    ]);
    const gated = await download({ history_item_ids: [first.id], output_format: "pcm_44100" });
    expect(gated.statusCode).toBe(403);
    expect(gated.json().detail.status).toBe("only_for_pro+");
    const missing = await download({ history_item_ids: [first.id, "not-an-item"] });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().detail.status).toBe("history_item_not_found");
    const empty = await download({ history_item_ids: [] });
    expect(empty.statusCode).toBe(422);
  });
});
