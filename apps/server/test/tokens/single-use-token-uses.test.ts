import {
  createTestAccount,
  createTestApiKey,
  databaseKinds,
  startTestServer,
  type TestServer,
} from "@chorus/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sentences, speakWithFlite, wordErrorRate } from "../speech-to-text/support.ts";
import { emma } from "../text-to-speech/support.ts";
import { openSocket } from "../text-to-speech/websocket-support.ts";
import { multipart } from "../voices/cloning-support.ts";

/** What the other token types open: one batch transcription (`?token=`), one text-to-speech WebSocket. */
describe.each(databaseKinds)("single-use tokens in use on %s", (kind) => {
  let server: TestServer;
  let apiKey: string;
  let accessToken: string;
  beforeAll(async () => {
    server = await startTestServer(kind);
    const account = await createTestAccount(server);
    accessToken = account.accessToken;
    apiKey = (await createTestApiKey(server, { workspaceId: account.workspace.id, userId: account.user.id }))
      .secret;
  });
  afterAll(async () => server?.close());

  const issue = async (type: string) =>
    (await server.request("POST", `/v1/single-use-token/${type}`, { apiKey })).json().token as string;

  it("a batch_scribe token transcribes one file through POST /v1/speech-to-text?token=", async () => {
    const audio = await speakWithFlite(server, accessToken, sentences[1]!);
    const { payload, headers } = await multipart({ model_id: "scribe_v1" }, [
      { field: "file", name: "speech.mp3", type: "audio/mpeg", bytes: audio },
    ]);
    const token = await issue("batch_scribe");
    const url = `/v1/speech-to-text?token=${encodeURIComponent(token)}`;
    const response = await server.request("POST", url, { body: payload, headers });
    expect(response.statusCode, response.body).toBe(200);
    expect(wordErrorRate(sentences[1]!, response.json().text)).toBeLessThan(0.35);

    const again = await server.request("POST", url, { body: payload, headers });
    expect(again.statusCode).toBe(401);
    expect(again.json().detail.status).toBe("invalid_single_use_token");
    // A token of another type opens nothing here.
    const realtime = await issue("realtime_scribe");
    const wrongType = await server.request("POST", `/v1/speech-to-text?token=${realtime}`, {
      body: payload,
      headers,
    });
    expect(wrongType.json().detail.status).toBe("invalid_single_use_token");
  }, 60_000);

  it("a tts_websocket token opens one text-to-speech input stream", async () => {
    const token = await issue("tts_websocket");
    const path = `/v1/text-to-speech/${emma.voiceId}/stream-input?output_format=pcm_16000&single_use_token=${token}`;
    const socket = await openSocket(server, path);
    socket.send({ text: " " });
    socket.send({ text: "Hello from a browser. ", flush: true });
    socket.send({ text: "" });
    await socket.waitFor((frame) => frame.isFinal === true);
    expect(socket.frames.some((frame) => typeof frame.audio === "string")).toBe(true);

    const reused = await openSocket(server, path);
    const refused = await reused.waitFor((frame) => frame.error !== undefined);
    expect(refused.error).toBe("invalid_single_use_token");
    expect((await reused.closed).code).toBe(1008);
  }, 60_000);
});
