import { ffprobe } from "@chorus/adapters/testing/ffprobe";
import { convertOutputFormats, parseOutputFormat } from "@chorus/contract";
import { createTestAccount, databaseKinds, startTestServer, type TestServer } from "@chorus/testing";
import { shareOfDatabaseRuns } from "@chorus/testing/engine-tests";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emma, pcmRms, pcmSeconds, sarah, speak } from "./support.ts";

describe.each(databaseKinds)("POST /v1/text-to-speech/{voice_id} on %s", (kind) => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer(kind);
    const account = await createTestAccount(server);
    token = account.accessToken;
    // Pro, so the tier-gated formats can be checked for validity too.
    await server.ports.store.workspaces.update(account.workspace.id, {
      tier: "pro",
      subscriptionStatus: "active",
    });
  });
  afterAll(async () => server?.close());

  it("answers mp3 44.1 kHz 128 kbps by default with a request-id", async () => {
    const response = await speak(server, token, sarah.voiceId, {
      text: "The quick brown fox jumps over the lazy dog.",
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("audio/mpeg");
    expect(response.headers["request-id"]).toMatch(/^\w{20}$/);
    const probe = await ffprobe(response.rawPayload);
    expect(probe.stream.codec_name).toBe("mp3");
    expect(Number(probe.stream.sample_rate)).toBe(44_100);
    expect(probe.stream.channels).toBe(1);
    expect(probe.duration).toBeGreaterThan(1.5);
    expect(probe.duration).toBeLessThan(6);
  });

  // Each format is encoded once per run, the kinds taking turns (the encoders do not touch the database).
  it.each(shareOfDatabaseRuns(kind, convertOutputFormats))("produces valid %s", async (format) => {
    const spec = parseOutputFormat(format);
    const response = await speak(
      server,
      token,
      emma.voiceId,
      { text: "Testing every output format." },
      { query: `output_format=${format}` },
    );
    expect(response.statusCode).toBe(200);
    const bytes = response.rawPayload;
    if (spec.codec === "pcm") {
      expect(response.headers["content-type"]).toBe("audio/pcm");
      expect(bytes.length % 2).toBe(0);
      expect(pcmSeconds(bytes, spec.sampleRate)).toBeGreaterThan(0.8);
      expect(pcmRms(bytes)).toBeGreaterThan(0.01);
      return;
    }
    const rawOptions =
      spec.codec === "ulaw"
        ? ["-f", "mulaw", "-ar", "8000", "-ac", "1"]
        : spec.codec === "alaw"
          ? ["-f", "alaw", "-ar", "8000", "-ac", "1"]
          : [];
    const probe = await ffprobe(bytes, rawOptions);
    expect(Number(probe.stream.sample_rate)).toBe(spec.sampleRate);
    expect(probe.stream.channels).toBe(1);
    expect(probe.duration).toBeGreaterThan(0.8);
    const codecName = { mp3: "mp3", opus: "opus", wav: "pcm_s16le", ulaw: "pcm_mulaw", alaw: "pcm_alaw" }[
      spec.codec
    ];
    expect(probe.stream.codec_name).toBe(codecName);
  });

  it("speed scales duration and seed makes output byte-identical", async () => {
    const text = "Speed should change how long this sentence takes to say.";
    const slow = await speak(
      server,
      token,
      emma.voiceId,
      { text, voice_settings: { speed: 0.7 }, seed: 7 },
      { query: "output_format=pcm_16000" },
    );
    const fast = await speak(
      server,
      token,
      emma.voiceId,
      { text, voice_settings: { speed: 1.2 }, seed: 7 },
      { query: "output_format=pcm_16000" },
    );
    const ratio = pcmSeconds(slow.rawPayload, 16_000) / pcmSeconds(fast.rawPayload, 16_000);
    expect(ratio).toBeGreaterThan((1.2 / 0.7) * 0.85);
    expect(ratio).toBeLessThan((1.2 / 0.7) * 1.15);
    const settings = { stability: 0.2, similarity_boost: 0.3, style: 0.6 };
    const a = await speak(
      server,
      token,
      emma.voiceId,
      { text, voice_settings: settings, seed: 42 },
      { query: "output_format=mp3_22050_32" },
    );
    const b = await speak(
      server,
      token,
      emma.voiceId,
      { text, voice_settings: settings, seed: 42 },
      { query: "output_format=mp3_22050_32" },
    );
    const c = await speak(
      server,
      token,
      emma.voiceId,
      { text, voice_settings: settings, seed: 43 },
      { query: "output_format=mp3_22050_32" },
    );
    expect(Buffer.compare(a.rawPayload, b.rawPayload)).toBe(0);
    expect(Buffer.compare(a.rawPayload, c.rawPayload)).not.toBe(0);
  });

  it("streams the same audio from /stream", async () => {
    const response = await speak(
      server,
      token,
      sarah.voiceId,
      { text: "First sentence here. And a second one follows it." },
      { path: "/stream", query: "output_format=pcm_16000" },
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers["transfer-encoding"]).toBe("chunked");
    expect(pcmSeconds(response.rawPayload, 16_000)).toBeGreaterThan(1.5);
  });
});
