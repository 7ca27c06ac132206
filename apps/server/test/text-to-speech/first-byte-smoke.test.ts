// A deliberately coarse smoke check (issue 16), not a benchmark: it fails only when the server's first byte
// grossly exceeds what the engine needs for the same first piece, measured interleaved in the same test
// (server, then the raw engine, round by round; medians), so a busy machine slows both alike. The figures
// themselves come from bench/speech-overhead.bench.ts. PGlite only: the database is not what it watches.
import type { Readable } from "node:stream";
import { type AuthenticatedContext, plannedPieces, prepareSynthesis } from "@chorus/domain";
import { createTestAccount, ownerContext, startTestServer, type TestServer } from "@chorus/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emma, sarah } from "./support.ts";

/** Far above any healthy ratio (about 1–3× on a busy 2-core machine), far below what a lost pipeline costs. */
const grossRatio = 5;
const rounds = 5;
// One long sentence without a clause mark: it is its own first piece, long enough (tens of ms of engine
// time) that the request's fixed costs (authentication, the charge) cannot dominate the ratio.
const text =
  "The old lighthouse keeper climbed the narrow stairs every evening to light the lamp that guided the fishing boats safely home across the dark water. Then he rested.";

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

describe("first byte of /stream against the raw engine (gross regressions only)", {
  timeout: 120_000,
}, () => {
  let server: TestServer;
  let token: string;
  let ctx: AuthenticatedContext;
  beforeAll(async () => {
    server = await startTestServer("pglite");
    const account = await createTestAccount(server);
    token = account.accessToken;
    ctx = ownerContext(server, account);
  });
  afterAll(async () => server?.close());

  /** Milliseconds from sending the request to the first bytes of its body; the rest is read to the end. */
  async function serverFirstByte(voiceId: string, format: string): Promise<number> {
    const started = performance.now();
    const response = await server.app.inject({
      method: "POST",
      url: `/v1/text-to-speech/${voiceId}/stream?output_format=${format}`,
      headers: { authorization: `Bearer ${token}` },
      payload: { text },
      payloadAsStream: true,
    });
    const body = response.stream() as Readable;
    let firstByte: number | undefined;
    for await (const chunk of body) {
      if ((chunk as Buffer).length > 0) firstByte ??= performance.now() - started;
    }
    expect(response.statusCode).toBe(200);
    return firstByte!;
  }

  /** Milliseconds the engine takes to finish the same first piece, given the server's exact input. */
  async function rawFirstPiece(voiceId: string): Promise<number> {
    const plan = await prepareSynthesis(ctx, {
      voiceId,
      text,
      outputFormat: "pcm_24000",
      enableLogging: false,
    });
    const [first] = plannedPieces(plan);
    const started = performance.now();
    for await (const _ of plan.engine.synthesize(first!.input)) {
      // Until the engine has finished the piece.
    }
    return performance.now() - started;
  }

  it.each([
    { voice: emma, format: "pcm_24000" },
    { voice: emma, format: "mp3_44100_128" },
    { voice: sarah, format: "pcm_16000" },
  ])(
    "$voice.name in $format: within a gross multiple of the engine's first piece",
    async ({ voice, format }) => {
      const server: number[] = [];
      const raw: number[] = [];
      // Round 0 warms the path and is not counted.
      for (let round = 0; round <= rounds; round++) {
        const firstByte = await serverFirstByte(voice.voiceId, format);
        const piece = await rawFirstPiece(voice.voiceId);
        if (round === 0) continue;
        server.push(firstByte);
        raw.push(piece);
      }
      const ratio = median(server) / median(raw);
      expect(
        ratio,
        `first byte ${median(server).toFixed(1)} ms against the raw first piece's ${median(raw).toFixed(1)} ms`,
      ).toBeLessThan(grossRatio);
    },
  );
});
