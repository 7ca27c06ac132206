import { messages } from "@chorus/contract";
import {
  addTestMember,
  createTestAccount,
  databaseKinds,
  startTestServer,
  type TestAccount,
  type TestServer,
} from "@chorus/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertLiveVoice, insertVoice, readLibraryAsSdk } from "./library-support.ts";

const sarah = "pJr3rCeWYRHBqkDwK3A0";

describe.each(databaseKinds)("voice collections on %s", (kind) => {
  let server: TestServer;
  let account: TestAccount;
  const call = (
    method: "GET" | "POST" | "PATCH" | "DELETE",
    url: string,
    body?: unknown,
    who: { accessToken: string } = account,
  ) => server.request(method, url, { token: who.accessToken, body });
  const create = async (title: string, icon = "🎙️") => {
    const response = await call("POST", "/v1/voices/collections", { title, icon });
    expect(response.statusCode, response.body).toBe(200);
    return readLibraryAsSdk.collection(response.json());
  };

  beforeAll(async () => {
    server = await startTestServer(kind);
    account = await createTestAccount(server);
  });
  afterAll(async () => server?.close());

  it("creates, lists, renames and deletes collections in the SDK's shapes", async () => {
    const narrators = await create("Narrators");
    expect(narrators).toMatchObject({ title: "Narrators", icon: "🎙️", permissionOnResource: "admin" });
    await create("Characters", "🎭");
    const list = readLibraryAsSdk.collections((await call("GET", "/v1/voices/collections")).json());
    expect(list.collections.map((collection) => collection.title)).toEqual(["Narrators", "Characters"]);

    const renamed = await call("PATCH", `/v1/voices/collections/${narrators.collectionId}`, {
      title: "Storytellers",
    });
    expect(renamed.json()).toMatchObject({ title: "Storytellers", icon: "🎙️" });
    const read = await call("GET", `/v1/voices/collections/${narrators.collectionId}`);
    expect(readLibraryAsSdk.collection(read.json()).title).toBe("Storytellers");

    const deleted = await call("DELETE", `/v1/voices/collections/${narrators.collectionId}`);
    expect(deleted.json()).toEqual({ collection_id: narrators.collectionId });
    const gone = await call("GET", `/v1/voices/collections/${narrators.collectionId}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().detail).toEqual({
      status: "collection_not_found",
      message: messages.collectionMissing,
    });

    const untitled = await call("POST", "/v1/voices/collections", { title: "  ", icon: "x" });
    expect(untitled.statusCode).toBe(422);
    expect(untitled.json().detail[0].msg).toBe(messages.collectionTitleRequired);
  });

  it("puts voices in collections: collection_ids on the voices and /v2/voices?collection_id=", async () => {
    const favourites = await create("Favourites");
    const own = await insertVoice(server, account, { name: "Own voice" });
    for (const voiceId of [sarah, own, own]) {
      const added = await call("POST", `/v1/voices/collections/${favourites.collectionId}/voice/${voiceId}`);
      expect(added.json()).toEqual({ collection_id: favourites.collectionId, voice_id: voiceId });
    }
    const one = readLibraryAsSdk.voice((await call("GET", `/v1/voices/${own}`)).json());
    expect(one.collectionIds).toEqual([favourites.collectionId]);
    const search = await call("GET", `/v2/voices?collection_id=${favourites.collectionId}&sort=name`);
    expect(search.json().voices.map((voice: { voice_id: string }) => voice.voice_id)).toEqual([own, sarah]);

    await call("DELETE", `/v1/voices/collections/${favourites.collectionId}/voice/${sarah}`);
    const after = await call("GET", `/v2/voices?collection_id=${favourites.collectionId}`);
    expect(after.json().voices.map((voice: { voice_id: string }) => voice.voice_id)).toEqual([own]);
    const all = (await call("GET", "/v1/voices")).json().voices as {
      voice_id: string;
      collection_ids: string[];
    }[];
    expect(all.find((voice) => voice.voice_id === sarah)?.collection_ids).toEqual([]);

    // A deleted voice leaves its collections.
    await call("DELETE", `/v1/voices/${own}`);
    const emptied = await call("GET", `/v2/voices?collection_id=${favourites.collectionId}`);
    expect(emptied.json().voices).toEqual([]);
    const unknown = await call("GET", "/v2/voices?collection_id=nope");
    expect(unknown.json().detail).toEqual({
      status: "collection_not_found",
      message: messages.collectionMissing,
    });
  });

  it("refuses voices the workspace cannot use, and another workspace's collections", async () => {
    const collection = await create("Strict");
    const other = await createTestAccount(server);
    const foreignVoice = await insertVoice(server, other);
    // A copy whose owner stopped sharing with no notice period: copied_disabled at once.
    const sharer = await createTestAccount(server);
    const original = await insertLiveVoice(server, sharer, { sharing: { noticePeriodDays: 0 } });
    const copy = await server.request("POST", `/v1/voices/add/${sharer.user.publicUserId}/${original}`, {
      token: account.accessToken,
      body: { new_name: "Soon gone" },
    });
    await server.request("PATCH", `/v1/voices/${original}/sharing`, {
      token: sharer.accessToken,
      body: { enabled: false },
    });
    for (const voiceId of ["no-such-voice", foreignVoice, copy.json().voice_id]) {
      const refused = await call(
        "POST",
        `/v1/voices/collections/${collection.collectionId}/voice/${voiceId}`,
      );
      expect(refused.statusCode, voiceId).toBe(400);
      expect(refused.json().detail).toEqual({
        status: "voice_not_collectable",
        message: messages.voiceCannotBeAddedToCollection,
      });
    }
    const theirs = await server.request("POST", "/v1/voices/collections", {
      token: other.accessToken,
      body: { title: "Theirs", icon: "x" },
    });
    const probe = await call("POST", `/v1/voices/collections/${theirs.json().collection_id}/voice/${sarah}`);
    expect(probe.statusCode).toBe(404);
    const titles = (await call("GET", "/v1/voices/collections"))
      .json()
      .collections.map((c: { title: string }) => c.title);
    expect(titles).not.toContain("Theirs");
  });

  it("lets viewers read collections but not change them", async () => {
    const viewer = await createTestAccount(server);
    const asViewer = await addTestMember(server, account.workspace.id, viewer.user.id, "viewer");
    const list = await call("GET", "/v1/voices/collections", undefined, asViewer);
    expect(
      list
        .json()
        .collections.every((c: { permission_on_resource: string }) => c.permission_on_resource === "viewer"),
    ).toBe(true);
    const refused = await call("POST", "/v1/voices/collections", { title: "Mine", icon: "x" }, asViewer);
    expect(refused.statusCode).toBe(403);
  });
});
