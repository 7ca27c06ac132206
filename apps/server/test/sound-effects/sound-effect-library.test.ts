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

describe.each(databaseKinds)("kept sound effects and Explore on %s", (kind) => {
  let server: TestServer;
  let owner: TestAccount;
  let stranger: TestAccount;
  const generate = async (token: string, body: Record<string, unknown>, format = "pcm_16000") => {
    const response = await server.request("POST", `/v1/sound-generation?output_format=${format}`, {
      token,
      body,
    });
    expect(response.statusCode).toBe(200);
    return { id: response.headers["x-chorus-sound-effect-id"] as string, response };
  };
  const get = (token: string, url: string) => server.request("GET", url, { token });

  beforeAll(async () => {
    server = await startTestServer(kind);
    owner = await createTestAccount(server);
    stranger = await createTestAccount(server);
  });
  afterAll(async () => server?.close());

  it("keeps every generation with what was asked and what was made, and serves its audio", async () => {
    const { id, response } = await generate(owner.accessToken, {
      text: "Heavy rain on a tin roof",
      duration_seconds: 1.5,
      seed: 42,
      loop: true,
    });
    expect(response.headers["x-chorus-sound-seed"]).toBe("42");
    // Kept as a sound effect, not as a speech history item.
    expect(response.headers["history-item-id"]).toBeUndefined();
    expect((await get(owner.accessToken, `/v1/history/${id}`)).statusCode).toBe(404);
    const effect = await get(owner.accessToken, `/v1/sound-effects/${id}`);
    expect(effect.statusCode).toBe(200);
    expect(effect.json()).toMatchObject({
      sound_effect_id: id,
      text: "Heavy rain on a tin roof",
      recipe: "rain",
      recipe_match: "keyword",
      category: "weather",
      duration_seconds: 1.5,
      requested_duration_seconds: 1.5,
      prompt_influence: 0.3,
      loop: true,
      seed: 42,
      output_format: "pcm_16000",
      visibility: "private",
      is_owner: true,
    });
    // Raw PCM comes back as WAV: a 44-byte header, then exactly the delivered samples.
    const audio = await get(owner.accessToken, `/v1/sound-effects/${id}/audio`);
    expect(audio.statusCode).toBe(200);
    expect(audio.headers["content-type"]).toBe("audio/wav");
    expect(audio.rawPayload.subarray(0, 4).toString("ascii")).toBe("RIFF");
    expect(audio.rawPayload.readUInt32LE(24)).toBe(16_000);
    expect(Buffer.compare(audio.rawPayload.subarray(44), response.rawPayload)).toBe(0);
  });

  it("records the seed it derived when none was given, so the effect can be made again", async () => {
    const { id, response } = await generate(owner.accessToken, { text: "laser zap", duration_seconds: 0.5 });
    const effect = (await get(owner.accessToken, `/v1/sound-effects/${id}`)).json();
    expect(effect.requested_duration_seconds).toBe(0.5);
    const again = await generate(owner.accessToken, {
      text: "laser zap",
      duration_seconds: 0.5,
      seed: effect.seed,
    });
    expect(Buffer.compare(again.response.rawPayload, response.rawPayload)).toBe(0);
    const other = await generate(owner.accessToken, {
      text: "laser zap",
      duration_seconds: 0.5,
      seed: effect.seed + 1,
    });
    expect(Buffer.compare(other.response.rawPayload, response.rawPayload)).not.toBe(0);
  });

  it("marks an automatic length as such and a nearest recipe as nearest", async () => {
    const { id } = await generate(owner.accessToken, { text: "thundering hooves" });
    const effect = (await get(owner.accessToken, `/v1/sound-effects/${id}`)).json();
    expect(effect.requested_duration_seconds).toBeNull();
    expect(effect.duration_seconds).toBeGreaterThan(0);
    expect(effect.recipe_match).toBe("nearest");
  });

  it("lists the workspace's effects newest first, by text and by category, a page at a time", async () => {
    const account = await createTestAccount(server);
    const made: string[] = [];
    for (const text of ["coin pickup", "big explosion", "distant explosion", "car engine idling"]) {
      made.push((await generate(account.accessToken, { text, duration_seconds: 0.5 })).id);
    }
    const all = (await get(account.accessToken, "/v1/sound-effects")).json();
    expect(all.sound_effects.map((e: { sound_effect_id: string }) => e.sound_effect_id)).toEqual(
      [...made].reverse(),
    );
    expect(all.has_more).toBe(false);

    const explosions = (await get(account.accessToken, "/v1/sound-effects?search=EXPLOSION")).json();
    expect(explosions.sound_effects.map((e: { text: string }) => e.text)).toEqual([
      "distant explosion",
      "big explosion",
    ]);
    const machines = (await get(account.accessToken, "/v1/sound-effects?category=machines")).json();
    expect(machines.sound_effects.map((e: { text: string }) => e.text)).toEqual(["car engine idling"]);

    const first = (await get(account.accessToken, "/v1/sound-effects?page_size=3")).json();
    const second = (await get(account.accessToken, "/v1/sound-effects?page_size=3&page=1")).json();
    expect(first.sound_effects).toHaveLength(3);
    expect(first.has_more).toBe(true);
    expect(second.sound_effects.map((e: { text: string }) => e.text)).toEqual(["coin pickup"]);
    expect(second.has_more).toBe(false);

    // Another workspace sees none of them.
    expect(
      (await get(stranger.accessToken, "/v1/sound-effects?search=explosion")).json().sound_effects,
    ).toEqual([]);
  });

  it("shares to the workspace's Explore or to everyone's, and back to private", async () => {
    const { id } = await generate(owner.accessToken, {
      text: "door knock in a hallway",
      duration_seconds: 0.5,
    });
    const explore = async (token: string) =>
      (await get(token, "/v1/sound-effects/explore?search=hallway")).json().sound_effects as {
        sound_effect_id: string;
        is_owner: boolean;
      }[];
    expect(await explore(owner.accessToken)).toEqual([]);

    const share = (visibility: string, token = owner.accessToken) =>
      server.request("POST", `/v1/sound-effects/${id}/share`, { token, body: { visibility } });
    expect((await share("workspace")).json().visibility).toBe("workspace");
    expect((await explore(owner.accessToken)).map((e) => e.sound_effect_id)).toEqual([id]);
    expect(await explore(stranger.accessToken)).toEqual([]);
    expect((await get(stranger.accessToken, `/v1/sound-effects/${id}`)).statusCode).toBe(404);

    expect((await share("public")).json().visibility).toBe("public");
    const seen = await explore(stranger.accessToken);
    expect(seen.map((e) => e.sound_effect_id)).toEqual([id]);
    expect(seen[0]!.is_owner).toBe(false);
    expect((await get(stranger.accessToken, `/v1/sound-effects/${id}/audio`)).statusCode).toBe(200);
    // Spec 001: downloading another workspace's shared effect needs a paid plan; playing it does not.
    const download = await get(stranger.accessToken, `/v1/sound-effects/${id}/audio?download=true`);
    expect(download.statusCode).toBe(403);
    expect(download.json().detail).toEqual({
      status: "only_for_starter+",
      message: messages.sharedSoundEffectDownloadNeedsPaidPlan,
    });
    const own = await get(owner.accessToken, `/v1/sound-effects/${id}/audio?download=true`);
    expect(own.statusCode).toBe(200);
    expect(own.headers["content-disposition"]).toBe(`attachment; filename="sound-effect-${id}.wav"`);
    await server.ports.store.workspaces.update(stranger.workspace.id, {
      tier: "starter",
      subscriptionStatus: "active",
    });
    expect((await get(stranger.accessToken, `/v1/sound-effects/${id}/audio?download=true`)).statusCode).toBe(
      200,
    );
    // Only the workspace that made it can change it.
    expect((await share("private", stranger.accessToken)).statusCode).toBe(404);

    expect((await share("private")).json().visibility).toBe("private");
    expect(await explore(stranger.accessToken)).toEqual([]);
    expect((await get(stranger.accessToken, `/v1/sound-effects/${id}/audio`)).statusCode).toBe(404);
  });

  it("lets only the maker or an admin share or delete, and deleting removes the audio", async () => {
    const member = await createTestAccount(server);
    const { accessToken: memberToken } = await addTestMember(
      server,
      owner.workspace.id,
      member.user.id,
      "editor",
    );
    const { id } = await generate(owner.accessToken, { text: "bell ringing", duration_seconds: 0.5 });
    const forbidden = await server.request("POST", `/v1/sound-effects/${id}/share`, {
      token: memberToken,
      body: { visibility: "public" },
    });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().detail.status).toBe("forbidden");
    expect(
      (await server.request("DELETE", `/v1/sound-effects/${id}`, { token: memberToken })).statusCode,
    ).toBe(403);
    // The member still sees and hears it: it is the workspace's.
    expect((await get(memberToken, `/v1/sound-effects/${id}/audio`)).statusCode).toBe(200);

    const deleted = await server.request("DELETE", `/v1/sound-effects/${id}`, { token: owner.accessToken });
    expect(deleted.json()).toEqual({ sound_effect_id: id });
    const gone = await get(owner.accessToken, `/v1/sound-effects/${id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().detail).toEqual({
      status: "sound_effect_not_found",
      message: `A sound effect with the sound_effect_id ${id} was not found.`,
    });
  });

  it("keeps mp3 effects as mp3", async () => {
    const { id, response } = await generate(
      owner.accessToken,
      { text: "whoosh", duration_seconds: 1 },
      "mp3_44100_128",
    );
    const audio = await get(owner.accessToken, `/v1/sound-effects/${id}/audio`);
    expect(audio.headers["content-type"]).toBe("audio/mpeg");
    expect(Buffer.compare(audio.rawPayload, response.rawPayload)).toBe(0);
  });
});
