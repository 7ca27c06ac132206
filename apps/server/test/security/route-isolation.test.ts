/**
 * Generic access rules, checked for every operation of the live contract (so routes added
 * later are covered without touching this file, except to name their resources below):
 * (a) no credentials → 401;
 * (b) `any` operations refuse an API key without their permission (403 missing_permissions),
 *     `session` operations refuse every API key (403);
 * (c) a path parameter naming another workspace's resource → 404, as if it did not exist.
 */
import { allOperations, allPermissions, type OperationDefinition } from "@chorus/contract";
import { newId } from "@chorus/domain";
import {
  createTestAccount,
  createTestApiKey,
  databaseKinds,
  startTestServer,
  type TestAccount,
  type TestServer,
  uniqueEmail,
} from "@chorus/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

type Params = Record<string, string>;
type ResourceFactory = (server: TestServer, otherWorkspaceAccount: TestAccount) => Promise<Params>;

/** A pending invite in the other workspace, addressed to a third person (not the prober). */
async function foreignInvite(server: TestServer, other: TestAccount): Promise<Params> {
  const invite = await server.ports.store.invites.insert({
    id: newId(),
    workspaceId: other.workspace.id,
    email: uniqueEmail("invitee"),
    role: "member",
    invitedByUserId: other.user.id,
  });
  return { invite_id: invite.id };
}

async function foreignApiKey(server: TestServer, other: TestAccount): Promise<Params> {
  const key = await createTestApiKey(server, { workspaceId: other.workspace.id, userId: other.user.id });
  return { key_id: key.id };
}

/** A history item (row and audio) in the other workspace. */
async function foreignHistoryItem(server: TestServer, other: TestAccount): Promise<Params> {
  const id = newId();
  const audioKey = `history/${other.workspace.id}/${id}.mp3`;
  await server.ports.blobs.put(audioKey, new Uint8Array([0xff, 0xfb, 0x90, 0x00]));
  await server.ports.store.history.insert({
    id,
    workspaceId: other.workspace.id,
    userId: other.user.id,
    apiKeyId: null,
    voiceId: "OZLru6oHc5erZufS49M8",
    voiceName: "Emma",
    voiceCategory: "premade",
    modelId: "eleven_multilingual_v2",
    text: "Words from another workspace.",
    settings: { stability: 0.5, similarityBoost: 0.75, style: 0, useSpeakerBoost: true, speed: 1 },
    outputFormat: "mp3_22050_32",
    characterCountChangeFrom: 0,
    characterCountChangeTo: 29,
    contentType: "audio/mpeg",
    source: "TTS",
    state: "created",
    audioKey,
    createdAt: new Date(),
  });
  return { history_item_id: id };
}

/** A custom voice with one sample (row and file) in the other workspace. */
async function foreignCustomVoice(
  server: TestServer,
  other: TestAccount,
  category: "cloned" | "professional" = "cloned",
): Promise<Params> {
  const voiceId = newId();
  const sampleId = newId();
  const blobKey = `voices/${other.workspace.id}/${voiceId}/${sampleId}`;
  await server.ports.blobs.put(blobKey, new Uint8Array([0x52, 0x49, 0x46, 0x46]));
  const features = {
    f0MedianHz: 120,
    f0RangeSemitones: 4,
    speakingRate: 4,
    spectralCentroidHz: 1500,
    voicedSeconds: 5,
    durationSeconds: 8,
  };
  const now = new Date();
  await server.ports.store.customVoices.insert({
    id: voiceId,
    workspaceId: other.workspace.id,
    createdByUserId: other.user.id,
    name: `Foreign ${voiceId}`,
    description: null,
    labels: {},
    category,
    language: "en",
    profile: {
      engine: { engine: "espeak", engineVoiceId: "en-us+m3" },
      prosody: { pitch: 1, rate: 1, pitchRange: 0.5 },
      sample: features,
      clone: features,
    },
    safetyControl: null,
    safetyControlSource: null,
    createdAt: now,
    updatedAt: now,
  });
  await server.ports.store.customVoices.insertSample({
    id: sampleId,
    voiceId,
    workspaceId: other.workspace.id,
    fileName: "sample.wav",
    mimeType: "audio/wav",
    sizeBytes: 4,
    hash: "0".repeat(64),
    durationSeconds: 8,
    removeBackgroundNoise: false,
    blobKey,
    createdAt: now,
  });
  return { voice_id: voiceId, sample_id: sampleId };
}

/**
 * A professional voice with one separated sample in the other workspace (its fine-tuning row, a
 * speaker, and a captcha issued), so every /v1/voices/pvc path has something to find there.
 */
async function foreignProfessionalVoice(server: TestServer, other: TestAccount): Promise<Params> {
  const params = await foreignCustomVoice(server, other, "professional");
  const voiceId = params.voice_id!;
  const store = server.ports.store;
  await store.customVoices.updateSample(other.workspace.id, voiceId, params.sample_id!, {
    speakerSeparationStatus: "completed",
    speakers: [{ speakerId: "speaker_0", durationSeconds: 2, utterances: [{ start: 0, end: 2 }] }],
  });
  await store.professionalVoices.insertFineTuning({
    voiceId,
    workspaceId: other.workspace.id,
    verifiedAt: null,
    verifiedBy: null,
    models: {},
    datasetDurationSeconds: null,
    sliceIds: [],
    jobId: null,
    updatedAt: new Date(),
  });
  await store.professionalVoices.saveCaptcha({
    voiceId,
    purpose: "pvc",
    workspaceId: other.workspace.id,
    text: "The old lighthouse keeper counted seven ships before the storm arrived.",
    issuedAt: new Date(),
  });
  return params;
}

const foreignProfessionalVoiceOnly = async (server: TestServer, other: TestAccount) => ({
  voice_id: (await foreignProfessionalVoice(server, other)).voice_id!,
});

const foreignSpeaker = async (server: TestServer, other: TestAccount) => ({
  ...(await foreignProfessionalVoice(server, other)),
  speaker_id: "speaker_0",
});

const foreignVoiceOnly = async (server: TestServer, other: TestAccount) => ({
  voice_id: (await foreignCustomVoice(server, other)).voice_id!,
});

/** A voice design preview (its parameters) in the other workspace. */
async function foreignVoicePreview(server: TestServer, other: TestAccount): Promise<Params> {
  const generatedVoiceId = newId();
  const figures = {
    f0MedianHz: 200,
    f0RangeSemitones: 4,
    speakingRate: 4,
    spectralCentroidHz: 1500,
    voicedSeconds: 3,
    durationSeconds: 5,
  };
  await server.ports.store.voicePreviews.insert({
    generatedVoiceId,
    workspaceId: other.workspace.id,
    profile: {
      engine: { engine: "espeak", engineVoiceId: "en-us+f3", language: "en" },
      prosody: { pitch: 1, rate: 1, pitchRange: 0.5 },
      sample: figures,
      clone: figures,
    },
    description: "A voice from another workspace",
    text: "Words from another workspace, long enough to be a preview text of seventy characters.",
    loudness: 0,
    createdAt: server.clock.now(),
  });
  return { generated_voice_id: generatedVoiceId };
}

/** A voice collection in the other workspace. */
async function foreignCollection(server: TestServer, other: TestAccount): Promise<Params> {
  const now = new Date();
  const collection = await server.ports.store.voiceCollections.insert({
    id: newId(),
    workspaceId: other.workspace.id,
    title: "Another workspace's collection",
    icon: "x",
    createdAt: now,
    updatedAt: now,
  });
  return { collection_id: collection.id };
}

/** Another workspace's collection, naming a voice the prober could use (a premade one). */
const foreignCollectionVoice = async (server: TestServer, other: TestAccount) => ({
  ...(await foreignCollection(server, other)),
  voice_id: "pJr3rCeWYRHBqkDwK3A0",
});

/** Another workspace's voice that is not in the library, under its owner's public id. */
const foreignUnsharedVoice = async (server: TestServer, other: TestAccount) => ({
  public_user_id: other.user.publicUserId,
  voice_id: (await foreignCustomVoice(server, other)).voice_id!,
});

/** A pronunciation dictionary (and its first version) in the other workspace. */
async function foreignDictionaryVersion(server: TestServer, other: TestAccount): Promise<Params> {
  const now = new Date();
  const dictionaryId = newId();
  const versionId = newId();
  await server.ports.store.pronunciationDictionaries.insert({
    id: dictionaryId,
    workspaceId: other.workspace.id,
    name: "Another workspace's dictionary",
    description: null,
    createdByUserId: other.user.id,
    latestVersionId: versionId,
    latestVersionRulesNum: 0,
    createdAt: now,
    updatedAt: now,
    archivedAt: null,
  });
  await server.ports.store.pronunciationDictionaries.insertVersion({
    id: versionId,
    dictionaryId,
    workspaceId: other.workspace.id,
    rules: [],
    createdAt: now,
  });
  return { dictionary_id: dictionaryId, version_id: versionId };
}

const foreignDictionary = async (server: TestServer, other: TestAccount) => ({
  pronunciation_dictionary_id: (await foreignDictionaryVersion(server, other)).dictionary_id!,
});

/** A finished transcript in the other workspace. */
async function foreignTranscript(server: TestServer, other: TestAccount): Promise<Params> {
  const id = newId();
  const now = new Date();
  await server.ports.store.transcripts.insert({
    id,
    workspaceId: other.workspace.id,
    userId: other.user.id,
    state: "completed",
    options: {
      diarize: false,
      granularity: "word",
      additionalFormats: [],
      tagAudioEvents: true,
      noVerbatim: false,
    },
    audioKey: null,
    audioDurationSeconds: 1,
    result: {
      transcriptionId: id,
      languageCode: "eng",
      languageProbability: 1,
      text: "another workspace",
      words: [],
      additionalFormats: [],
      audioDurationSeconds: 1,
    },
    error: null,
    createdAt: now,
    updatedAt: now,
  });
  return { transcription_id: id };
}

/** A private sound effect (row and audio) in the other workspace. */
async function foreignSoundEffect(server: TestServer, other: TestAccount): Promise<Params> {
  const id = newId();
  const audioKey = `sound-effects/${other.workspace.id}/${id}.mp3`;
  await server.ports.blobs.put(audioKey, new Uint8Array([0xff, 0xfb, 0x90, 0x00]));
  await server.ports.store.soundEffects.insert({
    id,
    workspaceId: other.workspace.id,
    userId: other.user.id,
    text: "A private explosion",
    recipe: "explosion",
    recipeMatch: "keyword",
    category: "impacts",
    durationSeconds: 1,
    requestedDurationSeconds: 1,
    promptInfluence: 0.3,
    loop: false,
    seed: 1,
    outputFormat: "mp3_44100_128",
    contentType: "audio/mpeg",
    audioKey,
    visibility: "private",
    sharedAt: null,
    createdAt: new Date(),
  });
  return { sound_effect_id: id };
}

/**
 * Every operation with path parameters needs an entry here (or in `notAResource`): it makes a
 * resource in ANOTHER workspace and returns the path parameters that name it.
 */
const resourceFactories: Record<string, ResourceFactory> = {
  "chorus.apiKeys.update": foreignApiKey,
  "chorus.apiKeys.delete": foreignApiKey,
  "chorus.workspace.invites.accept": foreignInvite,
  "chorus.workspace.invites.decline": foreignInvite,
  "history.get": foreignHistoryItem,
  "history.getAudio": foreignHistoryItem,
  "history.delete": foreignHistoryItem,
  "chorus.history.submitFeedback": foreignHistoryItem,
  "chorus.history.getShareLink": foreignHistoryItem,
  "chorus.history.generatePreviewImage": foreignHistoryItem,
  "chorus.history.generateVideo": foreignHistoryItem,
  "chorus.history.getVideo": foreignHistoryItem,
  "voices.get": foreignVoiceOnly,
  "voices.settings.get": foreignVoiceOnly,
  "voices.settings.update": foreignVoiceOnly,
  "voices.update": foreignVoiceOnly,
  "voices.delete": foreignVoiceOnly,
  "voices.samples.audio.get": foreignCustomVoice,
  "samples.delete": foreignCustomVoice,
  "textToSpeech.convert": foreignVoiceOnly,
  "textToSpeech.stream": foreignVoiceOnly,
  "textToSpeech.convertWithTimestamps": foreignVoiceOnly,
  "textToSpeech.streamWithTimestamps": foreignVoiceOnly,
  "speechToSpeech.convert": foreignVoiceOnly,
  "speechToSpeech.stream": foreignVoiceOnly,
  "textToVoice.remix": foreignVoiceOnly,
  "textToVoice.preview.stream": foreignVoicePreview,
  "chorus.voices.captcha.get": foreignVoiceOnly,
  "chorus.voices.captcha.verify": foreignVoiceOnly,
  "chorus.voices.safetyControl.set": foreignVoiceOnly,
  "voices.pvc.update": foreignProfessionalVoiceOnly,
  "voices.pvc.train": foreignProfessionalVoiceOnly,
  "voices.pvc.samples.create": foreignProfessionalVoiceOnly,
  "voices.pvc.samples.update": foreignProfessionalVoice,
  "voices.pvc.samples.delete": foreignProfessionalVoice,
  "voices.pvc.samples.audio.get": foreignProfessionalVoice,
  "voices.pvc.samples.waveform.get": foreignProfessionalVoice,
  "voices.pvc.samples.speakers.get": foreignProfessionalVoice,
  "voices.pvc.samples.speakers.separate": foreignProfessionalVoice,
  "voices.pvc.samples.speakers.audio.get": foreignSpeaker,
  "voices.pvc.verification.captcha.get": foreignProfessionalVoiceOnly,
  "voices.pvc.verification.captcha.verify": foreignProfessionalVoiceOnly,
  "voices.pvc.verification.request": foreignProfessionalVoiceOnly,
  "voices.share": foreignUnsharedVoice,
  "voices.collections.get": foreignCollection,
  "voices.collections.update": foreignCollection,
  "voices.collections.delete": foreignCollection,
  "voices.collections.addVoice": foreignCollectionVoice,
  "voices.collections.removeVoice": foreignCollectionVoice,
  "chorus.voices.sharing.get": foreignVoiceOnly,
  "chorus.voices.sharing.update": foreignVoiceOnly,
  "chorus.voices.sharing.getMetrics": foreignVoiceOnly,
  "chorus.voices.sharing.getHistory": foreignVoiceOnly,
  "pronunciationDictionaries.get": foreignDictionary,
  "pronunciationDictionaries.update": foreignDictionary,
  "pronunciationDictionaries.rules.add": foreignDictionary,
  "pronunciationDictionaries.rules.remove": foreignDictionary,
  "pronunciationDictionaries.rules.set": foreignDictionary,
  "pronunciationDictionaries.download": foreignDictionaryVersion,
  "speechToText.transcripts.get": foreignTranscript,
  "speechToText.transcripts.delete": foreignTranscript,
  "chorus.soundEffects.get": foreignSoundEffect,
  "chorus.soundEffects.getAudio": foreignSoundEffect,
  "chorus.soundEffects.share": foreignSoundEffect,
  "chorus.soundEffects.delete": foreignSoundEffect,
  "chorus.soundEffects.soundboard.unpin": foreignSoundEffect,
};

/** Operations whose path parameters name no workspace resource, with the reason. */
const notAResource: Record<string, string> = {
  "chorus.user.completeOnboardingChecklistItem":
    "item_id is a fixed checklist item name from the catalogue, and the checklist is the caller's own",
  "tokens.singleUse.create":
    "token_type is a fixed token type, and the token is issued in the caller's own workspace",
};

/** Bodies for the 404 probe where `{}` would fail validation before the lookup runs. */
const probeBodies: Record<string, unknown> = {
  "chorus.history.submitFeedback": { thumbs_up: true },
  "textToSpeech.convert": { text: "probe" },
  "textToSpeech.stream": { text: "probe" },
  "textToSpeech.convertWithTimestamps": { text: "probe" },
  "textToSpeech.streamWithTimestamps": { text: "probe" },
  "textToVoice.remix": { voice_description: "a probe description, long enough", auto_generate_text: true },
  "voices.pvc.update": { name: "probe" },
  "chorus.voices.safetyControl.set": { safety_control: "BAN" },
  "voices.share": { new_name: "probe" },
  "pronunciationDictionaries.rules.add": { rules: [] },
  "pronunciationDictionaries.rules.remove": { rule_strings: [] },
  "pronunciationDictionaries.rules.set": { rules: [] },
  "chorus.soundEffects.share": { visibility: "public" },
};

const idOf = (op: OperationDefinition) => `${op.method} ${op.path} (${op.operationId})`;
const pathParamNames = (op: OperationDefinition) => [...op.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
const urlFor = (op: OperationDefinition, params: Params = {}) =>
  op.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? `probe-${name}`));
/** Auth is checked before validation, so a minimal body is enough; GET and DELETE carry none. */
const bodyFor = (op: OperationDefinition) =>
  op.method === "GET" || op.method === "DELETE"
    ? undefined
    : op.request?.form
      ? multipartProbe.payload
      : (probeBodies[op.operationId] ?? {});
/** Multipart operations get a minimal form (a name, no files), so the probe reaches the lookup. */
const multipartProbe = {
  payload: '--probe\r\nContent-Disposition: form-data; name="name"\r\n\r\nprobe\r\n--probe--\r\n',
  headers: { "content-type": "multipart/form-data; boundary=probe" },
};
const headersFor = (op: OperationDefinition) => (op.request?.form ? multipartProbe.headers : undefined);

const guarded = allOperations.filter((op) => op.auth.kind !== "public");
const apiKeyOperations = guarded.filter((op) => op.auth.kind === "any");
const sessionOperations = guarded.filter((op) => op.auth.kind === "session");
const withPathParams = guarded.filter((op) => pathParamNames(op).length > 0);
const resourceOperations = withPathParams.filter((op) => !(op.operationId in notAResource));

describe("route isolation table", () => {
  it("names a resource factory (or a notAResource reason) for every operation with path parameters", () => {
    const missing = resourceOperations.filter((op) => !resourceFactories[op.operationId]).map(idOf);
    expect(missing, "add these to resourceFactories in route-isolation.test.ts").toEqual([]);
  });

  it("has no stale entries", () => {
    const known = new Set(withPathParams.map((op) => op.operationId));
    const stale = [...Object.keys(resourceFactories), ...Object.keys(notAResource)].filter(
      (id) => !known.has(id),
    );
    expect(stale).toEqual([]);
  });

  it("reads the live contract (sanity check of the filters above)", () => {
    expect(apiKeyOperations.map((op) => op.operationId)).toContain("workspace.members.list");
    expect(sessionOperations.map((op) => op.operationId)).toContain("chorus.workspaces.switch");
    expect(resourceOperations.map((op) => op.operationId)).toContain("chorus.apiKeys.update");
  });
});

describe.each(databaseKinds)("route isolation on %s", (kind) => {
  let server: TestServer;
  let prober: TestAccount;
  let other: TestAccount;
  beforeAll(async () => {
    server = await startTestServer(kind);
    prober = await createTestAccount(server);
    other = await createTestAccount(server);
  });
  afterAll(async () => server?.close());

  it.each(guarded.map((op) => [idOf(op), op] as const))("%s: no credentials → 401", async (_, op) => {
    const response = await server.request(op.method, urlFor(op), { body: bodyFor(op) });
    expect(response.statusCode).toBe(401);
    expect(response.json().detail.status).toBe("needs_authorization");
  });

  it.each(apiKeyOperations.map((op) => [idOf(op), op] as const))(
    "%s: an API key without its permission → 403 missing_permissions",
    async (_, op) => {
      if (op.auth.kind !== "any") throw new Error("unreachable");
      const required = op.auth.permission;
      const key = await createTestApiKey(server, {
        workspaceId: prober.workspace.id,
        userId: prober.user.id,
        permissions: allPermissions.filter((p) => p !== required),
      });
      const response = await server.request(op.method, urlFor(op), { apiKey: key.secret, body: bodyFor(op) });
      expect(response.statusCode).toBe(403);
      expect(response.json().detail).toEqual({
        status: "missing_permissions",
        message: `The API key you used is missing the permission ${required} to execute this operation.`,
      });
    },
  );

  it.each(sessionOperations.map((op) => [idOf(op), op] as const))(
    "%s: session only, so even a full-access API key → 403",
    async (_, op) => {
      const key = await createTestApiKey(server, {
        workspaceId: prober.workspace.id,
        userId: prober.user.id,
      });
      const response = await server.request(op.method, urlFor(op), { apiKey: key.secret, body: bodyFor(op) });
      expect(response.statusCode).toBe(403);
      expect(response.json().detail.status).toBe("forbidden");
    },
  );

  it.each(resourceOperations.map((op) => [idOf(op), op] as const))(
    "%s: another workspace's resource → 404",
    async (_, op) => {
      const factory = resourceFactories[op.operationId];
      if (!factory) throw new Error(`No resource factory for ${idOf(op)}: add one to resourceFactories.`);
      const params = await factory(server, other);
      expect(Object.keys(params).sort()).toEqual(pathParamNames(op).sort());
      const response = await server.request(op.method, urlFor(op, params), {
        token: prober.accessToken,
        body: bodyFor(op),
        headers: headersFor(op),
      });
      expect(response.statusCode).toBe(404);
    },
  );
});
