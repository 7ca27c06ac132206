import { ffprobe } from "@chorus/adapters/testing/ffprobe";
import { messages } from "@chorus/contract";
import {
  addTestMember,
  createTestAccount,
  createTestApiKey,
  databaseKinds,
  startTestServer,
  type TestAccount,
  type TestServer,
} from "@chorus/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postForm, subscribe } from "./cloning-support.ts";
import { chorus, insertLiveVoice, insertVoice, readLibraryAsSdk, speak } from "./library-support.ts";

const dayMs = 86_400_000;
const sarah = "pJr3rCeWYRHBqkDwK3A0";

describe.each(databaseKinds)("the voice library and collections on %s", (kind) => {
  let server: TestServer;
  /** Shares voices. */
  let owner: TestAccount;
  /** Browses the library and adds voices (a paid workspace). */
  let listener: TestAccount;

  const sharing = (account: TestAccount, voiceId: string, body: Record<string, unknown>) =>
    server.request("PATCH", `/v1/voices/${voiceId}/sharing`, { token: account.accessToken, body });
  const library = async (account: TestAccount, query = "") => {
    const response = await server.request("GET", `/v1/shared-voices${query}`, { token: account.accessToken });
    expect(response.statusCode, response.body).toBe(200);
    readLibraryAsSdk.library(response.json());
    return response.json() as { voices: Record<string, unknown>[]; has_more: boolean; total_count: number };
  };
  const add = (account: TestAccount, publicOwnerId: string, voiceId: string, newName: string) =>
    server.request("POST", `/v1/voices/add/${publicOwnerId}/${voiceId}`, {
      token: account.accessToken,
      body: { new_name: newName },
    });
  const history = async (voiceId: string) =>
    (
      await server.request("GET", `/v1/voices/${voiceId}/sharing/history`, { token: owner.accessToken })
    ).json().events as { kind: string; message?: string | null }[];

  beforeAll(async () => {
    server = await startTestServer(kind);
    owner = await createTestAccount(server);
    listener = await createTestAccount(server);
    await subscribe(server, listener, "creator");
  });
  afterAll(async () => server?.close());

  it("checks sharing settings with the spec's messages and submits a voice for review", async () => {
    const voiceId = await insertVoice(server, owner, { labels: { gender: "female", accent: "irish" } });
    const initial = await server.request("GET", `/v1/voices/${voiceId}/sharing`, {
      token: owner.accessToken,
    });
    expect(initial.json()).toMatchObject({
      status: "disabled",
      review_status: "not_requested",
      library_state: "not_shared",
      notice_period: 30,
      labels: { gender: "female", accent: "irish" },
    });

    const refusals: [Record<string, unknown>, string, string][] = [
      [{ enabled: true }, "description", messages.sharingDescriptionRequired],
      [{ enabled: true, description: "x".repeat(500) }, "description", messages.voiceDescriptionTooLong],
      [{ notice_period: 45 }, "notice_period", messages.noticePeriodOptions([0, 30, 90, 180, 365, 730])],
      [{ fiat_rate: 0.3, notice_period: 90 }, "fiat_rate", messages.customRateTooHigh],
      [{ fiat_rate: 0.1, notice_period: 30 }, "notice_period", messages.customRateNeedsNoticePeriod],
      [
        { labels: { mood: "calm" } },
        "labels",
        messages.sharingLabelUnknown("mood", [
          "accent",
          "age",
          "gender",
          "descriptive",
          "use_case",
          "language",
          "locale",
        ]),
      ],
    ];
    for (const [body, field, message] of refusals) {
      const response = await sharing(owner, voiceId, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(response.json().detail[0]).toMatchObject({ loc: ["body", field], msg: message });
    }

    const submitted = await sharing(owner, voiceId, {
      enabled: true,
      description: "A bright Irish narrator",
      fiat_rate: 0.2,
      notice_period: 90,
      live_moderation_enabled: true,
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json()).toMatchObject({
      status: "enabled",
      review_status: "pending",
      library_state: "pending_review",
      fiat_rate: 0.2,
      notice_period: 90,
      public_owner_id: owner.user.publicUserId,
    });
    const voice = readLibraryAsSdk.voice(
      (await server.request("GET", `/v1/voices/${voiceId}`, { token: owner.accessToken })).json(),
    );
    expect(voice.sharing).toMatchObject({ status: "enabled", reviewStatus: "pending" });
    expect((await library(listener, `?owner_id=${owner.user.publicUserId}`)).voices).toEqual([]);
  });

  it("lets admins, and editors for the voices they made, share; refuses premade voices", async () => {
    const voiceId = await insertVoice(server, owner);
    const editor = await createTestAccount(server);
    const member = await createTestAccount(server);
    const asEditor = await addTestMember(server, owner.workspace.id, editor.user.id, "editor");
    const asMember = await addTestMember(server, owner.workspace.id, member.user.id, "member");
    for (const token of [asEditor.accessToken, asMember.accessToken]) {
      const refused = await server.request("PATCH", `/v1/voices/${voiceId}/sharing`, {
        token,
        body: { description: "Mine now" },
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().detail.message).toBe(messages.sharingNeedsOwnerOrAdmin);
    }
    const premade = await sharing(owner, sarah, { enabled: true });
    expect(premade.statusCode).toBe(400);
    expect(premade.json().detail.message).toBe(messages.voiceCannotBeShared);
  });

  it("is moderated by the operator: pending, approve, decline with a reason, the unverified rule", async () => {
    const approved = await insertVoice(server, owner, { name: "To approve" });
    const declined = await insertVoice(server, owner, { name: "To decline" });
    // A trained professional voice whose speaker was never verified (no captcha, no approval).
    const unverified = await insertVoice(server, owner, {
      name: "Needs verification",
      category: "professional",
    });
    for (const voiceId of [approved, declined, unverified])
      expect(
        (await sharing(owner, voiceId, { enabled: true, description: "Please list me" })).statusCode,
      ).toBe(200);

    const pending = await chorus(server, "library", "pending");
    expect(pending.code).toBe(0);
    expect(pending.output).toMatch(
      new RegExp(`${approved}\\s+To approve\\s+${owner.user.email}.*pending_review`),
    );
    expect(pending.output).toMatch(new RegExp(`${unverified}\\s+Needs verification.*requires_verification`));

    expect(await chorus(server, "library", "approve", approved)).toMatchObject({ code: 0 });
    const refused = await chorus(server, "library", "approve", unverified);
    expect(refused).toEqual({
      code: 1,
      output: `error: ${messages.libraryVoiceRequiresVerification(unverified)}`,
    });
    expect((await chorus(server, "library", "decline", declined)).code).toBe(2);
    expect(
      await chorus(server, "library", "decline", declined, "--reason", "The samples are too noisy"),
    ).toMatchObject({
      code: 0,
    });

    const state = async (voiceId: string) =>
      (await server.request("GET", `/v1/voices/${voiceId}/sharing`, { token: owner.accessToken })).json();
    expect(await state(approved)).toMatchObject({
      library_state: "live",
      review_status: "allowed",
      enabled_in_library: true,
    });
    expect(await state(declined)).toMatchObject({
      library_state: "declined",
      review_status: "declined",
      review_message: "The samples are too noisy",
    });
    expect(await state(unverified)).toMatchObject({ library_state: "requires_verification" });
    expect((await history(declined)).map((event) => [event.kind, event.message ?? null])).toEqual([
      ["declined", "The samples are too noisy"],
      ["shared", null],
    ]);

    // Sharing again after a decline is a new review.
    const resubmitted = await sharing(owner, declined, { enabled: true, description: "Cleaner samples now" });
    expect(resubmitted.json()).toMatchObject({ library_state: "pending_review", review_message: null });
    await chorus(server, "library", "decline", declined, "--reason", "Still noisy");

    const listed = async () =>
      (await library(listener, `?owner_id=${owner.user.publicUserId}`)).voices.map((voice) => voice.voice_id);
    expect(await listed()).toEqual([approved]);
    // The unverified rule: not verified, and on probation, so the live voice leaves the listing.
    expect(await chorus(server, "library", "probation", owner.user.email, "on")).toMatchObject({ code: 0 });
    expect(await listed()).toEqual([]);
    expect(await state(approved)).toMatchObject({ library_state: "requires_verification" });
    await chorus(server, "library", "probation", owner.user.email, "off");
    expect(await listed()).toEqual([approved]);
  });

  it("filters, sorts and pages the library, answering the SDK's GetLibraryVoicesResponse", async () => {
    const sharer = await createTestAccount(server);
    const ids = {
      plain: await insertLiveVoice(server, sharer, {
        name: "Plain Ann",
        labels: { gender: "female", accent: "british" },
      }),
      rated: await insertLiveVoice(server, sharer, {
        name: "Rated Ben",
        labels: { gender: "male", use_case: "narration" },
        sharing: { fiatRate: 0.1, noticePeriodDays: 180, featured: true },
      }),
      moderated: await insertLiveVoice(server, sharer, {
        name: "Moderated Cy",
        category: "generated",
        sharing: { liveModerationEnabled: true, readerAppEnabled: true },
      }),
    };
    const mine = `?owner_id=${sharer.user.publicUserId}`;
    const names = async (query: string) =>
      (await library(listener, `${mine}${query}`)).voices.map((voice) => voice.name);
    expect((await names("&sort=created_date")).sort()).toEqual(["Moderated Cy", "Plain Ann", "Rated Ben"]);
    expect(await names("&gender=male")).toEqual(["Rated Ben"]);
    expect(await names("&accent=British")).toEqual(["Plain Ann"]);
    expect(await names("&use_cases=narration&use_cases=news")).toEqual(["Rated Ben"]);
    expect(await names("&category=generated")).toEqual(["Moderated Cy"]);
    expect(await names("&featured=true")).toEqual(["Rated Ben"]);
    expect(await names("&reader_app_enabled=true")).toEqual(["Moderated Cy"]);
    expect(await names("&min_notice_period_days=90")).toEqual(["Rated Ben"]);
    expect(await names("&include_custom_rates=false&include_live_moderated=false")).toEqual(["Plain Ann"]);
    expect(await names("&search=moderated")).toEqual(["Moderated Cy"]);
    expect(await names("&language=en-US&gender=female")).toEqual(["Plain Ann"]);

    const first = await library(listener, `${mine}&page_size=2&sort=created_date`);
    const second = await library(listener, `${mine}&page_size=2&page=1&sort=created_date`);
    expect(first).toMatchObject({ has_more: true, total_count: 3 });
    expect(second).toMatchObject({ has_more: false, total_count: 3 });
    expect(new Set([...first.voices, ...second.voices].map((voice) => voice.voice_id))).toEqual(
      new Set(Object.values(ids)),
    );
    const rated = (await library(listener, `${mine}&gender=male`)).voices[0]!;
    expect(rated).toMatchObject({
      public_owner_id: sharer.user.publicUserId,
      voice_id: ids.rated,
      gender: "male",
      use_case: "narration",
      category: "cloned",
      fiat_rate: 0.1,
      notice_period: 180,
      featured: true,
      free_users_allowed: true,
      cloned_by_count: 0,
      usage_character_count_7d: 0,
      is_added_by_user: false,
    });
    // Nothing of the owner's workspace leaks into the public library.
    expect(JSON.stringify(await library(listener, mine))).not.toContain(sharer.workspace.id);
    const tooBig = await server.request("GET", "/v1/shared-voices?page_size=101", {
      token: listener.accessToken,
    });
    expect(tooBig.statusCode).toBe(422);
  });

  it("adds a live voice to my voices: a copy with the original's profile, counted in its metrics", async () => {
    const sharer = await createTestAccount(server);
    const original = await insertLiveVoice(server, sharer, {
      name: "Original",
      engineVoiceId: "en-us+m3",
      f0MedianHz: 110,
    });
    const notLive = await insertVoice(server, sharer);
    const publicId = sharer.user.publicUserId;

    expect((await add(listener, publicId, notLive, "Nope")).json().detail).toEqual({
      status: "voice_not_found",
      message: messages.voiceNotFoundInLibrary,
    });
    expect((await add(listener, owner.user.publicUserId, original, "Wrong owner")).statusCode).toBe(404);
    expect((await add(sharer, publicId, original, "Mine")).json().detail.message).toBe(
      messages.libraryVoiceIsYours,
    );

    const added = await add(listener, publicId, original, "My library voice");
    expect(added.statusCode, added.body).toBe(200);
    const copyId = readLibraryAsSdk.added(added.json()).voiceId;
    expect(copyId).not.toBe(original);
    expect((await add(listener, publicId, original, "Again")).json().detail).toEqual({
      status: "already_exists",
      message: messages.libraryVoiceAlreadyAdded,
    });

    const copy = readLibraryAsSdk.voice(
      (await server.request("GET", `/v1/voices/${copyId}`, { token: listener.accessToken })).json(),
    );
    expect(copy).toMatchObject({
      name: "My library voice",
      category: "cloned",
      description: "A fixture voice of the library",
    });
    expect(copy.sharing).toMatchObject({
      status: "copied",
      originalVoiceId: original,
      publicOwnerId: publicId,
    });
    const listed = (await library(listener, `?owner_id=${publicId}`)).voices[0];
    expect(listed).toMatchObject({ is_added_by_user: true, cloned_by_count: 1 });
    // A live voice has a public preview (its own test below); the premade endpoint serves only premade voices.
    expect(new URL(String(listed?.preview_url)).pathname).toBe(
      `/v1/shared-voices/${publicId}/${original}/preview`,
    );
    expect((await server.request("GET", `/v1/voices/${original}/preview`)).statusCode).toBe(404);
    const community = await server.request("GET", "/v2/voices?voice_type=community", {
      token: listener.accessToken,
    });
    expect(community.json().voices.map((voice: { voice_id: string }) => voice.voice_id)).toEqual([copyId]);

    // The copy has the original's fitted profile, so it speaks byte for byte like it (the SDK e2e listens).
    const [copyRecord, originalRecord] = await Promise.all([
      server.ports.store.customVoices.findInWorkspace(listener.workspace.id, copyId),
      server.ports.store.customVoices.findInWorkspace(sharer.workspace.id, original),
    ]);
    expect(copyRecord?.profile).toEqual(originalRecord?.profile);

    // Characters spoken by copies, per day (speech adds them; the SDK e2e checks that path): 7 days and a year.
    const day = (daysAgo: number) =>
      new Date(server.clock.now().getTime() - daysAgo * dayMs).toISOString().slice(0, 10);
    for (const [daysAgo, characters] of [
      [0, 20],
      [6, 3],
      [7, 100],
      [364, 1000],
      [365, 9999],
    ] as const)
      await server.ports.store.voiceLibrary.addUsage(original, day(daysAgo), characters);
    await server.ports.store.voiceLibrary.addUsage(original, day(0), 3);
    const metrics = await server.request("GET", `/v1/voices/${original}/sharing/metrics`, {
      token: sharer.accessToken,
    });
    expect(metrics.json()).toEqual({
      voice_id: original,
      cloned_by_count: 1,
      usage_character_count_7d: 26,
      usage_character_count_1y: 1126,
      // The owner's chart: the days of the last year with use, oldest first.
      daily_usage: [
        { date: day(364), characters: 1000 },
        { date: day(7), characters: 100 },
        { date: day(6), characters: 3 },
        { date: day(0), characters: 23 },
      ],
    });
    const trending = await library(listener, `?owner_id=${publicId}&sort=trending`);
    expect(trending.voices[0]).toMatchObject({
      usage_character_count_7d: 26,
      usage_character_count_1y: 1126,
    });
  });

  it("plays a live voice's preview to anyone, spoken with its profile, and nothing else's", async () => {
    const live = await insertVoice(server, owner, { name: "Preview me", engineVoiceId: "en-us+m3" });
    const pending = await insertVoice(server, owner, { name: "Not live yet" });
    for (const voiceId of [live, pending])
      await sharing(owner, voiceId, { enabled: true, description: "Listen to me" });
    expect((await chorus(server, "library", "approve", live)).code).toBe(0);

    const listed = (await library(listener, "?search=Preview%20me")).voices[0]!;
    const path = `/v1/shared-voices/${owner.user.publicUserId}/${live}/preview`;
    expect(listed.preview_url).toBe(`http://chorus.test${path}`);
    // Public like premade previews: an <audio> element sends no credentials.
    const clip = await server.request("GET", path);
    expect(clip.statusCode, clip.body).toBe(200);
    expect(clip.headers["content-type"]).toBe("audio/mpeg");
    const probed = await ffprobe(clip.rawPayload);
    expect(probed.stream.codec_name).toBe("mp3");
    expect(probed.duration).toBeGreaterThan(1);
    // Rendered once: the second answer is the stored clip, byte for byte.
    expect((await server.request("GET", path)).rawPayload.equals(clip.rawPayload)).toBe(true);

    for (const missing of [
      `/v1/shared-voices/${owner.user.publicUserId}/${pending}/preview`,
      `/v1/shared-voices/someone-else/${live}/preview`,
    ]) {
      const refused = await server.request("GET", missing);
      expect(refused.statusCode).toBe(404);
      expect(refused.json().detail.message).toBe(messages.voiceNotFoundInLibrary);
    }
  });

  it("refuses to submit a professional voice that is not trained yet", async () => {
    const untrained = await insertVoice(server, owner, { name: "Untrained", category: "professional" });
    await server.ports.store.customVoices.update(owner.workspace.id, untrained, { profile: null });
    const refused = await sharing(owner, untrained, { enabled: true, description: "Not ready" });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().detail).toEqual({
      status: "voice_not_fine_tuned",
      message: messages.voiceNotFineTuned(untrained),
    });
  });

  it("tells the caller's voices (created or added) from other members' voices: is_owner and voice_type", async () => {
    const team = await createTestAccount(server);
    const colleague = await createTestAccount(server);
    const asColleague = await addTestMember(server, team.workspace.id, colleague.user.id, "editor");
    const mine = await insertVoice(server, team, { name: "Made by me" });
    const theirs = await insertVoice(
      server,
      { ...team, user: colleague.user },
      { name: "Made by a colleague" },
    );
    const sharer = await createTestAccount(server);
    const live = await insertLiveVoice(server, sharer, { name: "From the library" });
    await subscribe(server, team, "creator");
    const added = await add(team, sharer.user.publicUserId, live, "Added by me");
    expect(added.statusCode, added.body).toBe(200);
    const copyId = added.json().voice_id as string;

    const ids = async (token: string, query: string) =>
      (await server.request("GET", `/v2/voices?${query}`, { token }))
        .json()
        .voices.map((voice: { voice_id: string; is_owner: boolean }) => [voice.voice_id, voice.is_owner]);
    expect(await ids(team.accessToken, "voice_type=personal&sort=name")).toEqual([
      [copyId, true],
      [mine, true],
    ]);
    expect(await ids(team.accessToken, "voice_type=workspace")).toEqual([[theirs, false]]);
    expect(await ids(team.accessToken, "voice_type=community")).toEqual([[copyId, true]]);
    expect((await ids(team.accessToken, "voice_type=non-default")).length).toBe(3);
    // The same workspace seen by the colleague: their voice is theirs, the others are the workspace's.
    expect(await ids(asColleague.accessToken, "voice_type=personal")).toEqual([[theirs, true]]);
    expect((await ids(asColleague.accessToken, "voice_type=workspace")).sort()).toEqual(
      [
        [mine, false],
        [copyId, false],
      ].sort(),
    );
    const one = await server.request("GET", `/v1/voices/${theirs}`, { token: team.accessToken });
    expect(one.json()).toMatchObject({ voice_id: theirs, is_owner: false });
  });

  it("refuses paid-only voices to free workspaces and full voice slots", async () => {
    const sharer = await createTestAccount(server);
    const paidOnly = await insertLiveVoice(server, sharer, { sharing: { freeUsersAllowed: false } });
    const open = await insertLiveVoice(server, sharer);
    const free = await createTestAccount(server);
    expect((await add(free, sharer.user.publicUserId, paidOnly, "Paid")).json().detail).toEqual({
      status: "only_for_starter+",
      message: messages.libraryVoiceNeedsPaidPlan,
    });
    for (let i = 0; i < 3; i++) await insertVoice(server, free);
    expect((await add(free, sharer.user.publicUserId, open, "No room")).json().detail).toEqual({
      status: "voice_limit_reached",
      message: messages.voiceLimitReached,
    });
    const taken = await add(listener, sharer.user.publicUserId, open, "My library voice");
    expect(taken.statusCode).toBe(422);
    expect(taken.json().detail[0]).toMatchObject({ loc: ["body", "new_name"], msg: messages.voiceNameTaken });
  });

  it("answers Failed to retrieve similar voices for audio it cannot measure", async () => {
    const response = await postForm(server, listener, "/v1/similar-voices", {}, [
      { field: "audio_file", name: "noise.mp3", type: "audio/mpeg", bytes: new Uint8Array(2000).fill(7) },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toEqual({
      status: "similar_voices_failed",
      message: messages.failedToRetrieveSimilarVoices,
    });
    const missing = await postForm(server, listener, "/v1/similar-voices", { top_k: "3" }, []);
    expect(missing.statusCode).toBe(422);
  });

  describe("collections", () => {
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
      account = await createTestAccount(server);
    });

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
        const added = await call(
          "POST",
          `/v1/voices/collections/${favourites.collectionId}/voice/${voiceId}`,
        );
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
      const probe = await call(
        "POST",
        `/v1/voices/collections/${theirs.json().collection_id}/voice/${sarah}`,
      );
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
          .collections.every(
            (c: { permission_on_resource: string }) => c.permission_on_resource === "viewer",
          ),
      ).toBe(true);
      const refused = await call("POST", "/v1/voices/collections", { title: "Mine", icon: "x" }, asViewer);
      expect(refused.statusCode).toBe(403);
    });
  });

  // Moves the server's clock forward: keep last.
  it("gives copies the notice period when the owner stops sharing, then disables them", async () => {
    const sharer = await createTestAccount(server);
    await subscribe(server, sharer, "creator");
    const withNotice = await insertLiveVoice(server, sharer, { name: "Thirty days" });
    const atOnce = await insertLiveVoice(server, sharer, {
      name: "No notice",
      sharing: { noticePeriodDays: 0 },
    });
    const publicId = sharer.user.publicUserId;
    // The listener's API key: a session's access token would expire across the month the clock skips.
    const key = await createTestApiKey(server, {
      workspaceId: listener.workspace.id,
      userId: listener.user.id,
    });
    const copyWithNotice = (await add(listener, publicId, withNotice, "Kept a while")).json().voice_id;
    const copyAtOnce = (await add(listener, publicId, atOnce, "Gone at once")).json().voice_id;

    const stopped = await sharing(sharer, withNotice, { enabled: false });
    expect(stopped.json()).toMatchObject({ status: "disabled", library_state: "removed" });
    const disableAt = stopped.json().disable_at_unix;
    expect(disableAt).toBe(Math.floor((server.clock.now().getTime() + 30 * dayMs) / 1000));
    await sharing(sharer, atOnce, { enabled: false });
    expect((await library(listener, `?owner_id=${publicId}`)).voices).toEqual([]);

    // Still usable during the notice period (its settings can be changed; speech resolves it the same way).
    const settings = await server.request("POST", `/v1/voices/${copyWithNotice}/settings/edit`, {
      token: listener.accessToken,
      body: { stability: 0.4 },
    });
    expect(settings.statusCode).toBe(200);
    const disabledNow = await speak(server, listener, copyAtOnce);
    expect(disabledNow.statusCode).toBe(403);
    expect(disabledNow.json().detail).toEqual({
      status: "voice_unavailable",
      message: messages.copiedVoiceDisabled(copyAtOnce),
    });

    server.clock.advanceDays(31);
    expect((await speak(server, { apiKey: key.secret }, copyWithNotice)).statusCode).toBe(403);
    const voices = await server.request("GET", "/v1/voices", { apiKey: key.secret });
    const statusOf = (id: string) =>
      voices.json().voices.find((voice: { voice_id: string }) => voice.voice_id === id).sharing.status;
    expect([statusOf(copyWithNotice), statusOf(copyAtOnce)]).toEqual(["copied_disabled", "copied_disabled"]);
    const sharerKey = await createTestApiKey(server, {
      workspaceId: sharer.workspace.id,
      userId: sharer.user.id,
    });
    const state = await server.request("GET", `/v1/voices/${withNotice}/sharing`, {
      apiKey: sharerKey.secret,
    });
    expect(state.json().library_state).toBe("disabled");
    const events = await server.request("GET", `/v1/voices/${withNotice}/sharing/history`, {
      apiKey: sharerKey.secret,
    });
    expect(events.json().events.map((event: { kind: string }) => event.kind)).toEqual([
      "disabled",
      "removed",
      "added",
    ]);
  });
});
