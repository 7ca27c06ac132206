import {
  createTestAccount,
  createTestApiKey,
  databaseKinds,
  startTestServer,
  type TestServer,
} from "@chorus/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emma } from "../text-to-speech/support.ts";
import { openSocket, spokenText } from "../text-to-speech/websocket-support.ts";
import { createDictionary } from "./support.ts";

describe.each(databaseKinds)("pronunciation dictionaries on the stream-input WebSocket on %s", (kind) => {
  let server: TestServer;
  let token: string;
  let apiKey: string;
  beforeAll(async () => {
    server = await startTestServer(kind);
    const account = await createTestAccount(server);
    token = account.accessToken;
    apiKey = (await createTestApiKey(server, { workspaceId: account.workspace.id, userId: account.user.id }))
      .secret;
  });
  afterAll(async () => server?.close());

  const url = `/v1/text-to-speech/${emma.voiceId}/stream-input?model_id=eleven_flash_v2_5&output_format=pcm_16000`;

  it("applies the initializing message's dictionaries; the alignment keeps the sent characters", async () => {
    const { id } = await createDictionary(server, { accessToken: token }, "Acronyms", [
      { type: "alias", string_to_replace: "UN", alias: "United Nations" },
    ]);
    const socket = await openSocket(server, url, { "xi-api-key": apiKey });
    socket.send({ text: " ", pronunciation_dictionary_locators: [{ pronunciation_dictionary_id: id }] });
    socket.send({ text: "The UN met today. " });
    socket.send({ text: "" });
    expect(await socket.closed).toEqual({ code: 1000, reason: "" });
    expect(spokenText(socket.frames)).toBe(" The UN met today. ");
    expect(spokenText(socket.frames, "normalizedAlignment")).toContain("United Nations");
  });

  it("ends with an error for an unknown dictionary", async () => {
    const socket = await openSocket(server, url, { "xi-api-key": apiKey });
    socket.send({ text: " ", pronunciation_dictionary_locators: [{ pronunciation_dictionary_id: "nope" }] });
    const closed = await socket.closed;
    expect(closed.code).not.toBe(1000);
    expect(JSON.stringify(socket.frames)).toContain("nope");
  });
});
