import {
  createTestAccount,
  createTestApiKey,
  databaseKinds,
  startTestServer,
  type TestServer,
} from "@chorus/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emma, sarah } from "./support.ts";
import { audioFrames, openSocket, spokenText } from "./websocket-support.ts";

describe.each(databaseKinds)("text-to-speech multi-stream-input WebSocket on %s", (kind) => {
  let server: TestServer;
  let apiKey: string;
  beforeAll(async () => {
    server = await startTestServer(kind);
    const account = await createTestAccount(server);
    apiKey = (await createTestApiKey(server, { workspaceId: account.workspace.id, userId: account.user.id }))
      .secret;
  });
  afterAll(async () => server?.close());

  const open = (voiceId = emma.voiceId, query = "output_format=pcm_16000") =>
    openSocket(server, `/v1/text-to-speech/${voiceId}/multi-stream-input?${query}`);

  it("keeps contexts apart: frames carry their contextId, close_context ends one, close_socket the rest", async () => {
    const socket = await open();
    socket.send({ text: " ", xi_api_key: apiKey, context_id: "intro" });
    socket.send({ text: "Welcome to the show. ", context_id: "intro", flush: true });
    socket.send({ text: " ", context_id: "aside", voice_settings: { speed: 1.2 } });
    socket.send({ text: "A quick aside. ", context_id: "aside", flush: true });
    await socket.waitFor((frame) => frame.contextId === "aside" && typeof frame.audio === "string");

    socket.send({ context_id: "intro", close_context: true });
    await socket.waitFor((frame) => frame.isFinal === true && frame.contextId === "intro");
    socket.send({ close_socket: true });
    expect((await socket.closed).code).toBe(1000);

    const of = (id: string) => socket.frames.filter((frame) => frame.contextId === id);
    expect(spokenText(of("intro"))).toBe(" Welcome to the show. ");
    expect(spokenText(of("aside"))).toBe(" A quick aside. ");
    expect(of("aside").at(-1)).toEqual({ isFinal: true, contextId: "aside" });
    for (const frame of audioFrames(socket.frames)) expect(frame.isFinal).toBeUndefined();
  });

  it("close_context drops text that was never flushed; a context id can be used again afterwards", async () => {
    const socket = await open(sarah.voiceId);
    socket.send({ text: " ", xi_api_key: apiKey, context_id: "reply" });
    socket.send({ text: "This was interrupted before ", context_id: "reply" });
    socket.send({ context_id: "reply", close_context: true });
    await socket.waitFor((frame) => frame.isFinal === true && frame.contextId === "reply");
    expect(audioFrames(socket.frames)).toHaveLength(0);

    socket.send({ text: "A fresh reply. ", context_id: "reply", flush: true });
    await socket.waitFor((frame) => typeof frame.audio === "string" && frame.contextId === "reply");
    socket.send({ close_socket: true });
    await socket.closed;
    expect(spokenText(socket.frames)).toBe("A fresh reply. ");
  });

  it("a keep-alive message holds a context open past the inactivity timeout; a silent one is closed", async () => {
    const socket = await open(emma.voiceId, "output_format=pcm_16000&inactivity_timeout=1");
    socket.send({ text: " ", xi_api_key: apiKey, context_id: "kept" });
    socket.send({ text: " ", context_id: "silent" });
    for (let i = 0; i < 3; i++) {
      await new Promise((resolve) => setTimeout(resolve, 400));
      socket.send({ text: "", context_id: "kept" });
    }
    const silentFinal = await socket.waitFor(
      (frame) => frame.isFinal === true && frame.contextId === "silent",
    );
    expect(silentFinal).toEqual({ isFinal: true, contextId: "silent" });
    expect(socket.frames.some((frame) => frame.contextId === "kept")).toBe(false);
    socket.send({ text: "Still here. ", context_id: "kept", flush: true });
    await socket.waitFor((frame) => typeof frame.audio === "string" && frame.contextId === "kept");
    socket.send({ close_socket: true });
    expect((await socket.closed).code).toBe(1000);
  });

  it("refuses a sixth open context", async () => {
    const socket = await open();
    socket.send({ text: " ", xi_api_key: apiKey, context_id: "c0" });
    for (let i = 1; i <= 5; i++) socket.send({ text: " ", context_id: `c${i}` });
    const closed = await socket.closed;
    expect(closed.code).toBe(1008);
    expect(socket.frames.at(-1)).toMatchObject({ error: "too_many_contexts", code: 400 });
  });

  it("messages without context_id share the default context", async () => {
    const socket = await open();
    socket.send({ text: " ", xi_api_key: apiKey });
    socket.send({ text: "No context id at all. ", flush: true });
    await socket.waitFor((frame) => typeof frame.audio === "string");
    socket.send({ close_socket: true });
    await socket.closed;
    expect(audioFrames(socket.frames)[0]!.contextId).toBe("default");
    expect(spokenText(socket.frames)).toBe(" No context id at all. ");
  });
});
