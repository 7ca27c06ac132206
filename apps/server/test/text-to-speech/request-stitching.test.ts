import { messages } from "@chorus/contract";
import { createTestAccount, databaseKinds, startTestServer, type TestServer } from "@chorus/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emma, pcmSamples, sameSpeech, speak } from "./support.ts";

describe.each(databaseKinds)("previous_request_ids and next_request_ids on %s", (kind) => {
  let server: TestServer;
  let token: string;
  let otherToken: string;
  beforeAll(async () => {
    server = await startTestServer(kind);
    token = (await createTestAccount(server)).accessToken;
    otherToken = (await createTestAccount(server)).accessToken;
  });
  afterAll(async () => server?.close());

  const generate = async (as: string, text: string) => {
    const response = await speak(server, as, emma.voiceId, { text }, { query: "output_format=pcm_16000" });
    expect(response.statusCode).toBe(200);
    return response.headers["request-id"] as string;
  };

  it("accepts ids of this workspace's earlier generations", async () => {
    const first = await generate(token, "The first part of a longer story,");
    const third = await generate(token, "and that was the end.");
    const response = await speak(
      server,
      token,
      emma.voiceId,
      { text: "which went on for a while", previous_request_ids: [first], next_request_ids: [third] },
      { query: "output_format=pcm_16000" },
    );
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.length).toBeGreaterThan(1000);
  });

  it("a text that runs on into next_text ends with a clause's intonation, not a sentence's fall", async () => {
    const body = (extra: Record<string, unknown>) => ({ text: "and so we walked on", seed: 7, ...extra });
    const audio = async (extra: Record<string, unknown>) =>
      (await speak(server, token, emma.voiceId, body(extra), { query: "output_format=pcm_16000" }))
        .rawPayload;
    const alone = await audio({});
    const runningOn = await audio({ next_text: "to the river." });
    expect(runningOn.equals(alone)).toBe(false);
    // The same text and seed without a neighbour is byte-identical, so the difference is the continuation.
    expect((await audio({})).equals(alone)).toBe(true);
    // A finished sentence is not changed by what follows it.
    const finished = async (extra: Record<string, unknown>) =>
      (
        await speak(
          server,
          token,
          emma.voiceId,
          { text: "We walked on.", seed: 7, ...extra },
          {
            query: "output_format=pcm_16000",
          },
        )
      ).rawPayload;
    // (Same speech, not same bytes: each generation's watermark is keyed by its neighbours too.)
    expect(
      sameSpeech(
        pcmSamples(await finished({ next_text: "Then we rested." })),
        pcmSamples(await finished({})),
      ),
    ).toBe(true);
  });

  it("refuses an id that is not a generation of this workspace, naming the field", async () => {
    const foreign = await generate(otherToken, "Someone else's words.");
    for (const [field, id] of [
      ["previous_request_ids", "no-such-request"],
      ["next_request_ids", foreign],
    ] as const) {
      const response = await speak(server, token, emma.voiceId, { text: "Hello.", [field]: [id] });
      expect(response.statusCode).toBe(422);
      expect(response.json().detail).toEqual([
        { loc: ["body", field, 0], msg: messages.previousRequestNotFound(id), type: "value_error" },
      ]);
    }
  });
});
