import { databaseKinds, startTestServer, type TestServer } from "@chorus/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emma, generate, historyOwner } from "./support.ts";

/** What every unknown (or ended) share token is answered with, on every public share operation. */
const notFound = { status: "history_item_not_found", message: "Not found" };

describe.each(databaseKinds)("the public share page's operations on %s", (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => server?.close());

  /** Makes an item and its share link; answers the item and the link's token. */
  async function sharedItem(text: string, publicUserName?: string) {
    const owner = await historyOwner(server);
    if (publicUserName) {
      const named = await server.request("POST", "/v1/user/update-public-user-name", {
        token: owner.accessToken,
        body: { public_user_name: publicUserName },
      });
      expect(named.statusCode).toBe(200);
    }
    const made = await generate(server, owner.apiKey, text);
    const link = await server.request("GET", `/v1/history/${made.id}/share-link`, { apiKey: owner.apiKey });
    expect(link.statusCode).toBe(200);
    const token = (link.json().share_link as string).split("/share/")[1]!;
    return {
      owner,
      made,
      token,
      link: link.json() as { share_link: string; public_user_name: string | null },
    };
  }

  it("answers the page's metadata without credentials, and the audio it points at", async () => {
    const { owner, made, token, link } = await sharedItem("A clip worth sharing with friends.", "clip_maker");
    const response = await server.request("GET", `/v1/history/shared/${token}`);
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    // The token is a credential: never cached by shared caches, never sent on as a referrer.
    expect(response.headers["cache-control"]).toBe("private, no-store");
    expect(response.headers["referrer-policy"]).toBe("no-referrer");
    const item = await server.request("GET", `/v1/history/${made.id}`, { apiKey: owner.apiKey });
    expect(response.json()).toEqual({
      text: "A clip worth sharing with friends.",
      voice_name: emma.name,
      public_user_name: "clip_maker",
      date_unix: item.json().date_unix,
      content_type: "audio/mpeg",
      audio_url: `/v1/history/shared/${token}/audio`,
      video_url: null,
    });
    // The sharer is named exactly as the share-link operation names them.
    expect(response.json().public_user_name).toBe(link.public_user_name);

    const audio = await server.request("GET", response.json().audio_url);
    expect(audio.statusCode).toBe(200);
    expect(audio.headers["content-type"]).toBe("audio/mpeg");
    expect(audio.rawPayload.equals(made.audio)).toBe(true);
  });

  it("names no sharer when the account has no public name", async () => {
    const { token, link } = await sharedItem("Shared by someone without a public name.");
    const response = await server.request("GET", `/v1/history/shared/${token}`);
    expect(response.statusCode).toBe(200);
    expect(link.public_user_name ?? null).toBeNull();
    expect(response.json().public_user_name).toBeNull();
  });

  it("serves the share video once one is made, and 404 before", { timeout: 180_000 }, async () => {
    const { owner, made, token } = await sharedItem("This clip gets a video.");
    const before = await server.request("GET", `/v1/history/shared/${token}/video`);
    expect(before.statusCode).toBe(404);
    expect(before.json().detail).toEqual({ status: "not_found", message: "Not found" });

    const generated = await server.request("POST", `/v1/history/${made.id}/generate-video?theme=forest`, {
      apiKey: owner.apiKey,
    });
    expect(generated.statusCode, generated.body.slice(0, 300)).toBe(200);

    const page = await server.request("GET", `/v1/history/shared/${token}`);
    expect(page.json().video_url).toBe(`/v1/history/shared/${token}/video`);
    const video = await server.request("GET", page.json().video_url);
    expect(video.statusCode).toBe(200);
    expect(video.headers["content-type"]).toBe("video/mp4");
    expect(video.headers["cache-control"]).toBe("private, no-store");
    expect(video.rawPayload.subarray(4, 8).toString("latin1")).toBe("ftyp");
    // The very file the owner gets through the authenticated operation.
    const owned = await server.request("GET", `/v1/history/${made.id}/video`, { apiKey: owner.apiKey });
    expect(owned.statusCode).toBe(200);
    expect(video.rawPayload.equals(owned.rawPayload)).toBe(true);

    // A video whose file storage lost is not offered, and not served.
    const stored = await server.ports.store.history.findInWorkspace(owner.workspace.id, made.id);
    await server.ports.blobs.delete(stored!.videoKey!);
    expect((await server.request("GET", `/v1/history/shared/${token}`)).json().video_url).toBeNull();
    expect((await server.request("GET", `/v1/history/shared/${token}/video`)).statusCode).toBe(404);
  });

  it("answers an unknown or ended token with the shared audio's 404 on every share operation", async () => {
    const { owner, made, token } = await sharedItem("This link will end.");
    for (const bad of [`${token}x`, "unknown-token"]) {
      const audio = await server.request("GET", `/v1/history/shared/${bad}/audio`);
      expect(audio.statusCode).toBe(404);
      expect(audio.json().detail).toEqual(notFound);
      for (const url of [`/v1/history/shared/${bad}`, `/v1/history/shared/${bad}/video`]) {
        const response = await server.request("GET", url);
        expect(response.statusCode, url).toBe(404);
        expect(response.json().detail, url).toEqual(notFound);
      }
    }
    // Deleting the item ends the link.
    expect((await server.request("GET", `/v1/history/shared/${token}`)).statusCode).toBe(200);
    expect(
      (await server.request("DELETE", `/v1/history/${made.id}`, { apiKey: owner.apiKey })).statusCode,
    ).toBe(200);
    const ended = await server.request("GET", `/v1/history/shared/${token}`);
    expect(ended.statusCode).toBe(404);
    expect(ended.json().detail).toEqual(notFound);
  });
});
