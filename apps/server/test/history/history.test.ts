import http from "node:http";
import type { AddressInfo } from "node:net";
import { defaultTtsModelId, findTtsModel } from "@chorus/contract";
import { createTestAccount, databaseKinds, startTestServer, type TestServer } from "@chorus/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emma, fastFormat, generate, historyOwner, listHistory, mason } from "./support.ts";

const ids = (page: { history: { history_item_id: string }[] }) => page.history.map((i) => i.history_item_id);

describe.each(databaseKinds)("speech history on %s", (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => server?.close());

  describe("listing", () => {
    let apiKey: string;
    let first: string;
    let second: string;
    let third: string;
    const unix = (id: string, page: { history: { history_item_id: string; date_unix: number }[] }) =>
      page.history.find((i) => i.history_item_id === id)!.date_unix;

    beforeAll(async () => {
      const owner = await historyOwner(server);
      apiKey = owner.apiKey;
      first = (await generate(server, apiKey, "The first sentence is about apples.")).id;
      server.clock.advanceMinutes(2);
      second = (
        await generate(server, apiKey, "A second one about Bananas.", {
          voiceId: mason.voiceId,
          modelId: "eleven_flash_v2_5",
        })
      ).id;
      server.clock.advanceMinutes(2);
      third = (await generate(server, apiKey, "Third: apples and BANANAS together.")).id;
    });

    it("lists newest first by default, or oldest first", async () => {
      const page = await listHistory(server, apiKey);
      expect(ids(page)).toEqual([third, second, first]);
      expect(page.has_more).toBe(false);
      expect(page.last_history_item_id).toBe(first);
      expect(page.scanned_until).toBe(unix(first, page));
      expect(ids(await listHistory(server, apiKey, "sort_direction=asc"))).toEqual([first, second, third]);
    });

    it("pages with start_after_history_item_id while has_more is true, in both directions", async () => {
      const one = await listHistory(server, apiKey, "page_size=2");
      expect(ids(one)).toEqual([third, second]);
      expect(one.has_more).toBe(true);
      expect(one.last_history_item_id).toBe(second);
      const two = await listHistory(server, apiKey, `page_size=2&start_after_history_item_id=${second}`);
      expect(ids(two)).toEqual([first]);
      expect(two.has_more).toBe(false);

      const up = await listHistory(server, apiKey, "page_size=2&sort_direction=asc");
      expect(ids(up)).toEqual([first, second]);
      expect(up.has_more).toBe(true);
      const rest = await listHistory(
        server,
        apiKey,
        `sort_direction=asc&start_after_history_item_id=${second}`,
      );
      expect(ids(rest)).toEqual([third]);
      expect(rest.has_more).toBe(false);
    });

    it("filters by voice, model, source and dates, and searches the text case-insensitively", async () => {
      expect(ids(await listHistory(server, apiKey, `voice_id=${mason.voiceId}`))).toEqual([second]);
      expect(ids(await listHistory(server, apiKey, `voice_id=${emma.voiceId}`))).toEqual([third, first]);
      expect(ids(await listHistory(server, apiKey, "model_id=eleven_flash_v2_5"))).toEqual([second]);
      expect(ids(await listHistory(server, apiKey, "search=bananas"))).toEqual([third, second]);
      expect(ids(await listHistory(server, apiKey, "search=APPLES&sort_direction=asc"))).toEqual([
        first,
        third,
      ]);
      // LIKE wildcards in a search are literal characters.
      expect(ids(await listHistory(server, apiKey, "search=%25"))).toEqual([]);
      expect(ids(await listHistory(server, apiKey, "search=_"))).toEqual([]);
      expect(ids(await listHistory(server, apiKey, "source=TTS"))).toHaveLength(3);
      expect(ids(await listHistory(server, apiKey, "source=STS"))).toEqual([]);
      // Empty values are as good as absent (spec 000 §5).
      expect(ids(await listHistory(server, apiKey, "voice_id=&search=&page_size="))).toHaveLength(3);

      const all = await listHistory(server, apiKey);
      const secondAt = unix(second, all);
      expect(ids(await listHistory(server, apiKey, `date_after_unix=${secondAt}`))).toEqual([third, second]);
      expect(ids(await listHistory(server, apiKey, `date_before_unix=${secondAt}`))).toEqual([first]);
      expect(
        ids(
          await listHistory(server, apiKey, `date_after_unix=${secondAt}&date_before_unix=${secondAt + 1}`),
        ),
      ).toEqual([second]);
    });

    it("refuses page sizes out of range and an unknown cursor", async () => {
      for (const size of ["0", "1001", "x"]) {
        const response = await server.request("GET", `/v1/history?page_size=${size}`, { apiKey });
        expect(response.statusCode).toBe(422);
        expect(response.json().detail[0].loc).toEqual(["query", "page_size"]);
      }
      expect(ids(await listHistory(server, apiKey, "page_size=1000"))).toHaveLength(3);
      const unknown = await server.request("GET", "/v1/history?start_after_history_item_id=nope", { apiKey });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().detail.status).toBe("history_item_not_found");
    });
  });

  it("records a generation with every field the SDK needs, and its exact audio", async () => {
    const owner = await historyOwner(server);
    const text = "History keeps what was said, and how.";
    const made = await generate(server, owner.apiKey, text, {
      body: { voice_settings: { stability: 0.3, speed: 1.1 } },
    });
    expect(made.headers["history-item-id"]).toBe(made.id);

    const response = await server.request("GET", `/v1/history/${made.id}`, { apiKey: owner.apiKey });
    expect(response.statusCode).toBe(200);
    const item = response.json();
    const cost = Math.ceil(text.length * findTtsModel(defaultTtsModelId)!.creditsPerCharacter);
    expect(item).toEqual({
      history_item_id: made.id,
      request_id: made.id,
      voice_id: emma.voiceId,
      model_id: defaultTtsModelId,
      voice_name: "Emma",
      voice_category: "premade",
      text,
      date_unix: Math.floor(server.clock.now().getTime() / 1000),
      character_count_change_from: 0,
      character_count_change_to: cost,
      content_type: "audio/mpeg",
      state: "created",
      settings: { stability: 0.3, similarity_boost: 0.75, style: 0, use_speaker_boost: true, speed: 1.1 },
      share_link_id: null,
      source: "TTS",
      alignments: null,
      dialogue: null,
      output_format: fastFormat,
      feedback: null,
    });
    const stored = await server.ports.store.history.findInWorkspace(owner.workspace.id, made.id);
    expect(stored?.userId).toBe(owner.user.id);
    expect(stored?.apiKeyId).toBe(owner.apiKeyId);
    expect(stored?.audioKey).toBe(`history/${owner.workspace.id}/${made.id}.mp3`);

    const audio = await server.request("GET", `/v1/history/${made.id}/audio`, { apiKey: owner.apiKey });
    expect(audio.statusCode).toBe(200);
    expect(audio.headers["content-type"]).toBe("audio/mpeg");
    expect(audio.rawPayload.length).toBeGreaterThan(1000);
    expect(audio.rawPayload.equals(made.audio)).toBe(true);
  });

  it("records the streaming and timestamped endpoints too, with the audio they sent", async () => {
    const { apiKey, accessToken } = await historyOwner(server);
    const streamed = await generate(server, apiKey, "Streamed speech is logged.", { path: "/stream" });
    const timed = await generate(server, apiKey, "Timed speech is logged.", { path: "/with-timestamps" });
    const lines = await generate(server, apiKey, "Lines of speech are logged.", {
      path: "/stream/with-timestamps",
    });
    const audioOf = async (id: string) =>
      (await server.request("GET", `/v1/history/${id}/audio`, { token: accessToken })).rawPayload;

    expect((await audioOf(streamed.id)).equals(streamed.audio)).toBe(true);
    const timedAudio = Buffer.from(JSON.parse(timed.audio.toString()).audio_base64, "base64");
    expect((await audioOf(timed.id)).equals(timedAudio)).toBe(true);
    const lineAudio = Buffer.concat(
      lines.audio
        .toString()
        .trim()
        .split("\n")
        .map((line) => Buffer.from(JSON.parse(line).audio_base64, "base64")),
    );
    expect(lineAudio.length).toBeGreaterThan(1000);
    expect((await audioOf(lines.id)).equals(lineAudio)).toBe(true);
    expect(ids(await listHistory(server, apiKey))).toEqual([lines.id, timed.id, streamed.id]);
  });

  it("keeps nothing for enable_logging=false (zero retention)", async () => {
    const owner = await historyOwner(server);
    const kept = await generate(server, owner.apiKey, "This one is kept.");
    for (const path of ["", "/stream", "/with-timestamps", "/stream/with-timestamps"]) {
      const unlogged = await generate(server, owner.apiKey, "This one is forgotten.", {
        path,
        query: `output_format=${fastFormat}&enable_logging=false`,
      });
      expect(unlogged.headers["history-item-id"]).toBeUndefined();
      const response = await server.request("GET", `/v1/history/${unlogged.id}`, { apiKey: owner.apiKey });
      expect(response.statusCode).toBe(404);
      expect(await server.ports.blobs.exists(`history/${owner.workspace.id}/${unlogged.id}.mp3`)).toBe(false);
      expect(
        await server.ports.store.history.findInWorkspace(owner.workspace.id, unlogged.id),
      ).toBeUndefined();
    }
    expect(ids(await listHistory(server, owner.apiKey))).toEqual([kept.id]);
  });

  it("deletes an item with its audio", async () => {
    const owner = await historyOwner(server);
    const made = await generate(server, owner.apiKey, "Delete me, please.");
    const key = `history/${owner.workspace.id}/${made.id}.mp3`;
    expect(await server.ports.blobs.exists(key)).toBe(true);

    const response = await server.request("DELETE", `/v1/history/${made.id}`, { apiKey: owner.apiKey });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ok" });
    expect(await server.ports.blobs.exists(key)).toBe(false);
    expect((await server.request("GET", `/v1/history/${made.id}`, { apiKey: owner.apiKey })).statusCode).toBe(
      404,
    );
    expect(ids(await listHistory(server, owner.apiKey))).toEqual([]);
    const again = await server.request("DELETE", `/v1/history/${made.id}`, { apiKey: owner.apiKey });
    expect(again.statusCode).toBe(404);
    expect(again.json().detail.status).toBe("history_item_not_found");
  });

  it("hides another workspace's items: 404 for every call, absent from the list", async () => {
    const owner = await historyOwner(server);
    const stranger = await createTestAccount(server);
    const made = await generate(server, owner.apiKey, "Private to my workspace.");
    const token = stranger.accessToken;
    for (const [method, path] of [
      ["GET", `/v1/history/${made.id}`],
      ["GET", `/v1/history/${made.id}/audio`],
      ["GET", `/v1/history/${made.id}/share-link`],
      ["DELETE", `/v1/history/${made.id}`],
    ] as const) {
      const response = await server.request(method, path, { token });
      expect(response.statusCode, `${method} ${path}`).toBe(404);
      expect(response.json().detail).toEqual({
        status: "history_item_not_found",
        message: `A history item with the history_item_id ${made.id} was not found.`,
      });
    }
    const feedback = await server.request("POST", `/v1/history/${made.id}/feedback`, {
      token,
      body: { thumbs_up: true },
    });
    expect(feedback.statusCode).toBe(404);
    const download = await server.request("POST", "/v1/history/download", {
      token,
      body: { history_item_ids: [made.id] },
    });
    expect(download.statusCode).toBe(404);
    const page = await server.request("GET", "/v1/history", { token });
    expect(page.json().history).toEqual([]);
    // Still there for its owner.
    expect((await server.request("GET", `/v1/history/${made.id}`, { apiKey: owner.apiKey })).statusCode).toBe(
      200,
    );
  });

  it("records nothing when the client goes away before the end", async () => {
    const owner = await historyOwner(server);
    await server.listen();
    const { port } = server.app.server.address() as AddressInfo;
    const text = Array.from(
      { length: 40 },
      (_, i) => `This is sentence number ${i + 1} of a long read.`,
    ).join(" ");
    const requestId = await new Promise<string>((resolve, reject) => {
      const request = http.request(
        {
          host: "127.0.0.1",
          port,
          method: "POST",
          path: `/v1/text-to-speech/${emma.voiceId}/stream?output_format=${fastFormat}`,
          headers: { "xi-api-key": owner.apiKey, "content-type": "application/json" },
        },
        (response) => {
          expect(response.statusCode).toBe(200);
          // Hang up as soon as the first audio arrives.
          response.once("data", () => {
            request.destroy();
            resolve(response.headers["request-id"] as string);
          });
        },
      );
      request.on("error", (error) => {
        if (!request.destroyed) reject(error);
      });
      request.end(JSON.stringify({ text }));
    });
    expect(requestId).toMatch(/^\w{20}$/);
    // A later, complete request is recorded; the abandoned one never is.
    const later = await generate(server, owner.apiKey, "I listened to the end.");
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(ids(await listHistory(server, owner.apiKey))).toEqual([later.id]);
    expect(await server.ports.store.history.findInWorkspace(owner.workspace.id, requestId)).toBeUndefined();
    expect(await server.ports.blobs.exists(`history/${owner.workspace.id}/${requestId}.mp3`)).toBe(false);
  });
});
