import { premadeVoices } from "@chorus/domain";
import {
  createTestAccount,
  databaseKinds,
  startTestServer,
  type TestAccount,
  type TestServer,
} from "@chorus/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FormFile, postForm, readAsSdk, recordSample, subscribe } from "./cloning-support.ts";

const emma = premadeVoices.find((voice) => voice.key === "espeak-en-us-f")!;
const mason = premadeVoices.find((voice) => voice.key === "espeak-en-us-m")!;

const paragraph =
  "The quick brown fox jumps over the lazy dog. A gentle breeze moved through the trees, and the river kept on flowing toward the sea.";

describe.each(databaseKinds)("instant voice cloning on %s", (kind) => {
  let server: TestServer;
  let owner: TestAccount;
  let wav: FormFile;
  let mp3: FormFile;
  let voiceId: string;

  const add = (account: TestAccount, fields: Record<string, string>, files: FormFile[]) =>
    postForm(server, account, "/v1/voices/add", fields, files);

  beforeAll(async () => {
    server = await startTestServer(kind);
    owner = await createTestAccount(server);
    await subscribe(server, owner, "starter");
    wav = {
      name: "speaker-1.wav",
      type: "audio/wav",
      bytes: await recordSample(server, owner, mason.voiceId, paragraph, "wav_16000"),
    };
    mp3 = {
      name: "speaker-2.mp3",
      type: "audio/mpeg",
      bytes: await recordSample(
        server,
        owner,
        mason.voiceId,
        `${paragraph} Then it rained.`,
        "mp3_44100_128",
      ),
    };
  });
  afterAll(async () => server?.close());

  it("clones a voice from WAV and MP3 samples; it is listed, readable by the SDK, and speaks", async () => {
    const response = await add(
      owner,
      {
        name: "My narrator",
        description: "Warm and low",
        labels: JSON.stringify({ accent: "american", gender: "male" }),
      },
      [wav, mp3],
    );
    expect(response.statusCode, response.body).toBe(200);
    const added = readAsSdk.added(response.json());
    expect(added.requiresVerification).toBe(false);
    expect(added.voiceId).toMatch(/^[A-Za-z0-9]{20}$/);
    voiceId = added.voiceId;

    const list = await server.request("GET", "/v1/voices", { token: owner.accessToken });
    const voices = readAsSdk.voices(list.json()).voices;
    const mine = voices.find((voice) => voice.voiceId === voiceId)!;
    expect(mine.category).toBe("cloned");
    expect(mine.name).toBe("My narrator");
    expect(mine.labels).toEqual({ accent: "american", gender: "male" });
    expect(mine.samples?.map((sample) => sample.fileName)).toEqual(["speaker-1.wav", "speaker-2.mp3"]);
    expect(mine.samples?.[0]?.sizeBytes).toBe(wav.bytes.length);
    expect(mine.samples?.[0]?.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(voices.filter((voice) => voice.category === "premade").length).toBeGreaterThanOrEqual(40);

    const one = await server.request("GET", `/v1/voices/${voiceId}`, { token: owner.accessToken });
    const detail = readAsSdk.voice(one.json());
    expect(detail.fineTuning).toBeDefined();
    expect(detail.voiceVerification?.requiresVerification).toBe(false);
    const analysis = one.json().analysis;
    // The samples are a male eSpeak voice: the analysis sees a low voice, and the clone is fitted near it.
    expect(analysis.sample.f0_median_hz).toBeGreaterThan(60);
    expect(analysis.sample.f0_median_hz).toBeLessThan(180);
    expect(Math.abs(analysis.clone.f0_median_hz / analysis.sample.f0_median_hz - 1)).toBeLessThan(0.1);

    const personal = await server.request("GET", "/v2/voices?voice_type=personal", {
      token: owner.accessToken,
    });
    expect(personal.json().voices.map((voice: { voice_id: string }) => voice.voice_id)).toEqual([voiceId]);

    const speech = await server.request("POST", `/v1/text-to-speech/${voiceId}`, {
      token: owner.accessToken,
      body: { text: "Hello from my cloned voice.", model_id: "eleven_multilingual_v2" },
    });
    expect(speech.statusCode, speech.body).toBe(200);
    expect(speech.headers["content-type"]).toContain("audio/mpeg");
    expect(speech.rawPayload.length).toBeGreaterThan(1000);

    const sampleId = mine.samples![1]!.sampleId!;
    const audio = await server.request("GET", `/v1/voices/${voiceId}/samples/${sampleId}/audio`, {
      token: owner.accessToken,
    });
    expect(audio.statusCode).toBe(200);
    expect(audio.headers["content-type"]).toBe("audio/mpeg");
    expect(Buffer.compare(audio.rawPayload, Buffer.from(mp3.bytes))).toBe(0);
  });

  it("refuses bad forms with the spec's messages", async () => {
    const detail = async (fields: Record<string, string>, files: FormFile[]) => {
      const response = await add(owner, fields, files);
      expect(response.statusCode, response.body).toBe(422);
      return response.json().detail[0].msg as string;
    };
    expect(await detail({}, [wav])).toBe("Please give your voice a name");
    expect(await detail({ name: "   " }, [wav])).toBe("Please give your voice a name");
    expect(await detail({ name: "My narrator" }, [wav])).toBe("Name already taken");
    expect(await detail({ name: "Long", description: "x".repeat(500) }, [wav])).toBe(
      "The description must be under 500 characters",
    );
    expect(
      await detail({ name: "Text" }, [
        { name: "notes.txt", type: "text/plain", bytes: Buffer.from("hello") },
      ]),
    ).toBe("unsupported file type");
    expect(
      await detail({ name: "Broken" }, [
        { name: "broken.mp3", type: "audio/mpeg", bytes: Buffer.alloc(4000, 7) },
      ]),
    ).toBe("could not determine duration");
    expect(
      await detail({ name: "Huge" }, [
        { name: "huge.wav", type: "audio/wav", bytes: Buffer.alloc(11 * 1024 * 1024 + 1) },
      ]),
    ).toBe("Files are too big");
    const short = await recordSample(server, owner, emma.voiceId, "Hi there.", "wav_16000");
    expect(await detail({ name: "Short" }, [{ name: "short.wav", type: "audio/wav", bytes: short }])).toMatch(
      /^The samples are too short: at least 4 seconds/,
    );
    expect(await detail({ name: "Nothing" }, [])).toBe("Please add at least one audio file");
  });

  it("needs Starter or higher", async () => {
    const free = await createTestAccount(server);
    const response = await add(free, { name: "Mine" }, [wav]);
    expect(response.statusCode).toBe(403);
    expect(response.json().detail.status).toBe("only_for_starter+");
  });

  it("hides a workspace's voices from every other workspace", async () => {
    const stranger = await createTestAccount(server);
    for (const [method, url] of [
      ["GET", `/v1/voices/${voiceId}`],
      ["DELETE", `/v1/voices/${voiceId}`],
      ["GET", `/v1/voices/${voiceId}/samples/x/audio`],
    ] as const) {
      const response = await server.request(method, url, { token: stranger.accessToken });
      expect(response.statusCode, url).toBe(404);
      expect(response.json().detail.status).toBe("voice_not_found");
    }
    const speech = await server.request("POST", `/v1/text-to-speech/${voiceId}`, {
      token: stranger.accessToken,
      body: { text: "Not mine." },
    });
    expect(speech.statusCode).toBe(404);
    expect(speech.json().detail.status).toBe("voice_not_found");
    const edit = await postForm(server, stranger, `/v1/voices/${voiceId}/edit`, { name: "Stolen" }, []);
    expect(edit.statusCode).toBe(404);
    const list = await server.request("GET", "/v1/voices", { token: stranger.accessToken });
    expect(list.json().voices.some((voice: { voice_id: string }) => voice.voice_id === voiceId)).toBe(false);
  });

  it("edits (rename, add a denoised sample, refit), removes samples, and deletes with the files", async () => {
    const before = (
      await server.request("GET", `/v1/voices/${voiceId}`, { token: owner.accessToken })
    ).json();
    const extra = await recordSample(
      server,
      owner,
      mason.voiceId,
      "Another recording, with a few more words in it for the analysis.",
      "wav_22050",
    );
    const edit = await postForm(
      server,
      owner,
      `/v1/voices/${voiceId}/edit`,
      { name: "Renamed narrator", remove_background_noise: "true" },
      [{ name: "extra.wav", type: "audio/wav", bytes: extra }, wav],
    );
    expect(edit.statusCode, edit.body).toBe(200);
    expect(readAsSdk.edited(edit.json()).status).toBe("ok");
    const after = (await server.request("GET", `/v1/voices/${voiceId}`, { token: owner.accessToken })).json();
    expect(after.name).toBe("Renamed narrator");
    expect(after.description).toBe("Warm and low");
    // The identical WAV is not stored twice; the new file is, denoised for analysis.
    expect(after.samples.map((sample: { file_name: string }) => sample.file_name)).toEqual([
      "speaker-1.wav",
      "speaker-2.mp3",
      "extra.wav",
    ]);
    expect(after.samples[2].remove_background_noise).toBe(true);
    expect(after.analysis.sample.duration_seconds).toBeGreaterThan(before.analysis.sample.duration_seconds);

    const stored = await server.ports.store.customVoices.listSamples(owner.workspace.id, [voiceId]);
    const removed = await server.request("DELETE", `/v1/voices/${voiceId}/samples/${stored[0]!.id}`, {
      token: owner.accessToken,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await server.ports.blobs.exists(stored[0]!.blobKey)).toBe(false);
    const trimmed = (
      await server.request("GET", `/v1/voices/${voiceId}`, { token: owner.accessToken })
    ).json();
    expect(trimmed.samples).toHaveLength(2);

    const premade = await server.request("DELETE", `/v1/voices/${emma.voiceId}`, {
      token: owner.accessToken,
    });
    expect(premade.statusCode).toBe(400);

    const deleted = await server.request("DELETE", `/v1/voices/${voiceId}`, { token: owner.accessToken });
    expect(readAsSdk.deleted(deleted.json()).status).toBe("ok");
    for (const sample of stored) expect(await server.ports.blobs.exists(sample.blobKey)).toBe(false);
    const gone = await server.request("GET", `/v1/voices/${voiceId}`, { token: owner.accessToken });
    expect(gone.statusCode).toBe(404);
  });

  it("keeps the last sample of a voice", async () => {
    const created = await add(owner, { name: "Single" }, [wav]);
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().voice_id;
    // No description given: none is invented; `spoken_by` says plainly what speaks the clone.
    const voice = (await server.request("GET", `/v1/voices/${id}`, { token: owner.accessToken })).json();
    expect(voice.description).toBeNull();
    expect(voice.spoken_by).toMatch(
      /^Instant clone: English voice spoken by eSpeak-NG \(en-[a-z]+\+m\d\) with pitch, range and rate fitted to the samples\.$/,
    );
    const [only] = await server.ports.store.customVoices.listSamples(owner.workspace.id, [id]);
    const response = await server.request("DELETE", `/v1/voices/${id}/samples/${only!.id}`, {
      token: owner.accessToken,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail.message).toBe("The last sample of a voice cannot be removed.");
    await server.request("DELETE", `/v1/voices/${id}`, { token: owner.accessToken });
  });

  it("respects voice slots and the monthly add/edit operations", async () => {
    const account = await createTestAccount(server);
    await subscribe(server, account, "starter");
    const created = await add(account, { name: "First" }, [wav]);
    expect(created.statusCode, created.body).toBe(200);
    const first = (await server.ports.store.customVoices.findInWorkspace(
      account.workspace.id,
      created.json().voice_id,
    ))!;
    // Fill the remaining 9 Starter slots directly (fitting ten voices would only slow the suite).
    for (let i = 0; i < 9; i++)
      await server.ports.store.customVoices.insert({
        ...first,
        id: `slotfill${i}`.padEnd(20, "x"),
        name: `Filler ${i}`,
      });
    const full = await add(account, { name: "Eleventh" }, [wav]);
    expect(full.statusCode).toBe(400);
    expect(full.json().detail).toEqual({ status: "voice_limit_reached", message: "voice limit reached" });

    // 65 operations a month on Starter: one add so far.
    for (let i = 0; i < 64; i++)
      await server.ports.store.customVoices.recordOperation({
        id: `operation${i}`.padEnd(20, "x"),
        workspaceId: account.workspace.id,
        voiceId: first.id,
        kind: "edit",
        createdAt: server.clock.now(),
      });
    const edit = await postForm(server, account, `/v1/voices/${first.id}/edit`, { name: "Renamed" }, []);
    expect(edit.statusCode).toBe(400);
    expect(edit.json().detail).toEqual({
      status: "voice_add_edit_limit_reached",
      message: "monthly limit of voice add or edit operations reached",
    });
  });
});
