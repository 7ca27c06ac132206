import { speechLanguages, VoiceSchema } from "@chorus/contract";
import {
  createTestAccount,
  createTestApiKey,
  databaseKinds,
  startTestServer,
  type TestServer,
} from "@chorus/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

describe.each(databaseKinds)("voices on %s", (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => server?.close());

  it("lists at least 40 premade voices over at least 25 languages, each naming its engine", async () => {
    const account = await createTestAccount(server);
    const response = await server.request("GET", "/v1/voices?show_legacy=true", {
      token: account.accessToken,
    });
    expect(response.statusCode).toBe(200);
    const voices = response.json().voices.map((v: unknown) => VoiceSchema.parse(v));
    expect(voices.length).toBeGreaterThanOrEqual(40);
    expect(new Set(voices.map((v: { language: string }) => v.language)).size).toBeGreaterThanOrEqual(25);
    for (const voice of voices) {
      expect(voice.category).toBe("premade");
      // Cards speak to creators; the engine stays visible in `spoken_by`.
      expect(voice.description).toMatch(/ voice, good for /);
      expect(voice.description).not.toMatch(/eSpeak|Flite/);
      expect(voice.spoken_by).toMatch(/^(eSpeak-NG|Flite) /);
      expect(voice.preview_url).toBe(`http://chorus.test/v1/voices/${voice.voice_id}/preview`);
      expect(voice.verified_languages?.length).toBeGreaterThan(0);
      expect(Object.keys(speechLanguages)).toContain(voice.language);
    }
    const flite = voices
      .filter((v: { engine: string }) => v.engine === "flite")
      .map((v: { name: string }) => v.name);
    expect(flite).toHaveLength(5);
  });

  it("is cacheable for 7 days with an ETag that changes when a voice's settings change", async () => {
    const account = await createTestAccount(server);
    const first = await server.request("GET", "/v1/voices", { token: account.accessToken });
    expect(first.headers["cache-control"]).toBe("private, max-age=604800");
    const etag = String(first.headers.etag);
    const again = await server.request("GET", "/v1/voices", {
      token: account.accessToken,
      headers: { "if-none-match": etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    const voiceId = first.json().voices[0].voice_id;
    const edit = await server.request("POST", `/v1/voices/${voiceId}/settings/edit`, {
      token: account.accessToken,
      body: { stability: 0.2 },
    });
    expect(edit.json()).toEqual({ status: "ok" });
    const changed = await server.request("GET", "/v1/voices", {
      token: account.accessToken,
      headers: { "if-none-match": etag },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it("GET /v2/voices filters, searches, sorts and pages with next_page_token", async () => {
    const account = await createTestAccount(server);
    const german = await server.request("GET", "/v2/voices?language=de&page_size=100", {
      token: account.accessToken,
    });
    expect(german.statusCode).toBe(200);
    expect(german.json().voices.map((v: { labels: { language: string } }) => v.labels.language)).toEqual([
      "de",
      "de",
    ]);
    const female = await server.request("GET", "/v2/voices?gender=female&accent=british", {
      token: account.accessToken,
    });
    expect(female.json().voices.map((v: { name: string }) => v.name)).toEqual(["Olivia"]);
    const searched = await server.request("GET", "/v2/voices?search=flite&sort=name&sort_direction=asc", {
      token: account.accessToken,
    });
    expect(searched.json().voices.map((v: { name: string }) => v.name)).toEqual([
      "Alasdair",
      "Karl",
      "Kevin",
      "Richard",
      "Sarah",
    ]);
    const seen = new Set<string>();
    let token: string | undefined;
    let total = 0;
    do {
      const page = await server.request(
        "GET",
        `/v2/voices?page_size=7${token ? `&next_page_token=${token}` : ""}`,
        {
          token: account.accessToken,
        },
      );
      const body = page.json();
      total = body.total_count;
      for (const voice of body.voices) seen.add(voice.voice_id);
      token = body.has_more ? body.next_page_token : undefined;
    } while (token);
    expect(seen.size).toBe(total);
  });

  it("GET /v1/voices/{id} with and without settings, unknown ids give 404 voice_not_found", async () => {
    const account = await createTestAccount(server);
    const list = await server.request("GET", "/v1/voices", { token: account.accessToken });
    const voiceId = list.json().voices[0].voice_id;
    const withSettings = await server.request("GET", `/v1/voices/${voiceId}`, { token: account.accessToken });
    expect(withSettings.json().settings).toEqual({
      stability: 0.5,
      similarity_boost: 0.75,
      style: 0,
      use_speaker_boost: true,
      speed: 1,
    });
    const without = await server.request("GET", `/v1/voices/${voiceId}?with_settings=false`, {
      token: account.accessToken,
    });
    expect(without.json().settings).toBeNull();
    const missing = await server.request("GET", "/v1/voices/notAVoice123", { token: account.accessToken });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().detail.status).toBe("voice_not_found");
  });

  it("voice settings: defaults are public, edits are per workspace and validated", async () => {
    const defaults = await server.request("GET", "/v1/voices/settings/default");
    expect(defaults.statusCode).toBe(200);
    expect(defaults.json().stability).toBe(0.5);
    const a = await createTestAccount(server);
    const b = await createTestAccount(server);
    const voiceId = (await server.request("GET", "/v1/voices", { token: a.accessToken })).json().voices[1]
      .voice_id;
    await server.request("POST", `/v1/voices/${voiceId}/settings/edit`, {
      token: a.accessToken,
      body: { speed: 1.1, style: 0.3 },
    });
    const mine = await server.request("GET", `/v1/voices/${voiceId}/settings`, { token: a.accessToken });
    expect(mine.json()).toMatchObject({ speed: 1.1, style: 0.3, stability: 0.5 });
    const theirs = await server.request("GET", `/v1/voices/${voiceId}/settings`, { token: b.accessToken });
    expect(theirs.json().speed).toBe(1);
    const bad = await server.request("POST", `/v1/voices/${voiceId}/settings/edit`, {
      token: a.accessToken,
      body: { speed: 3 },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().detail[0].loc).toEqual(["body", "speed"]);
  });

  it("an API key needs voices_read to list and voices_write to edit", async () => {
    const account = await createTestAccount(server);
    const readOnly = await createTestApiKey(server, {
      workspaceId: account.workspace.id,
      userId: account.user.id,
      permissions: ["voices_read"],
    });
    const list = await server.request("GET", "/v1/voices", { apiKey: readOnly.secret });
    expect(list.statusCode).toBe(200);
    const voiceId = list.json().voices[0].voice_id;
    const edit = await server.request("POST", `/v1/voices/${voiceId}/settings/edit`, {
      apiKey: readOnly.secret,
      body: {},
    });
    expect(edit.statusCode).toBe(403);
  });
});

describe("voice previews", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer("pglite");
  });
  afterAll(async () => server?.close());

  it("serves each preview_url publicly as mp3, rendered once and then from storage", async () => {
    const account = await createTestAccount(server);
    const voices = (await server.request("GET", "/v1/voices", { token: account.accessToken })).json().voices;
    const german = voices.find((v: { labels: { language: string } }) => v.labels.language === "de");
    const path = new URL(german.preview_url).pathname;
    const first = await server.request("GET", path);
    expect(first.statusCode).toBe(200);
    expect(first.headers["content-type"]).toBe("audio/mpeg");
    expect(first.headers["cache-control"]).toBe("public, max-age=604800");
    expect(first.rawPayload.length).toBeGreaterThan(10_000);
    expect(await server.ports.blobs.exists(`voice-previews/v1/${german.voice_id}.mp3`)).toBe(true);
    const second = await server.request("GET", path);
    expect(Buffer.compare(second.rawPayload, first.rawPayload)).toBe(0);
    expect((await server.request("GET", "/v1/voices/unknownVoice/preview")).statusCode).toBe(404);
  });
});
