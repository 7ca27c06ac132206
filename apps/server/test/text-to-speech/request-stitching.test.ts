import { messages } from "@chorus/contract";
import { createTestAccount, databaseKinds, startTestServer, type TestServer } from "@chorus/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emma, speak } from "./support.ts";

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
