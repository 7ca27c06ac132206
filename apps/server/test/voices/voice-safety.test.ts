import { newId } from "@chorus/domain";
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
import { openSocket } from "../text-to-speech/websocket-support.ts";
import { postForm, readAsSdk, subscribe } from "./cloning-support.ts";
import { runOperatorCommand, speak, speakerVoiceId, wavOf, withPauses } from "./professional-support.ts";

const paragraph =
  "The committee met on Tuesday to discuss the budget for the coming year. After a long debate, they agreed to fund the library.";
const blockedMessage = "voice may violate terms and is blocked (possible suspension)";

/**
 * A cloned voice of the speaker (Flite slt), stored directly: a fitted profile that speaks (eSpeak-NG
 * en-us+f3) and the speaker's recording as its sample, which the captcha's voice match compares with.
 */
async function clonedVoice(server: TestServer, account: TestAccount, recording: Buffer): Promise<string> {
  const voiceId = newId();
  const sampleId = newId();
  const blobKey = `voices/${account.workspace.id}/${voiceId}/${sampleId}`;
  await server.ports.blobs.put(blobKey, recording);
  const features = {
    f0MedianHz: 170,
    f0RangeSemitones: 4,
    speakingRate: 4,
    spectralCentroidHz: 1500,
    voicedSeconds: 5,
    durationSeconds: 8,
  };
  const now = server.clock.now();
  await server.ports.store.customVoices.insert({
    id: voiceId,
    workspaceId: account.workspace.id,
    createdByUserId: account.user.id,
    name: `Clone ${voiceId}`,
    description: null,
    labels: {},
    category: "cloned",
    language: "en",
    profile: {
      engine: { engine: "espeak", engineVoiceId: "en-us+f3", language: "en" },
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
    workspaceId: account.workspace.id,
    fileName: "speaker.wav",
    mimeType: "audio/wav",
    sizeBytes: recording.length,
    hash: "0".repeat(64),
    durationSeconds: (recording.length - 44) / 32_000,
    removeBackgroundNoise: false,
    blobKey,
    createdAt: now,
  });
  return voiceId;
}

describe.each(databaseKinds)("voice safety on %s", (kind) => {
  let server: TestServer;
  let admin: TestAccount;
  let voiceId: string;

  const as = (token: string) => ({
    speak: () =>
      server.request("POST", `/v1/text-to-speech/${voiceId}?output_format=pcm_16000`, {
        token,
        body: { text: "A short test.", model_id: "eleven_multilingual_v2" },
      }),
    setControl: (control: string) =>
      server.request("POST", `/v1/voices/${voiceId}/safety-control`, {
        token,
        body: { safety_control: control },
      }),
  });

  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = await createTestAccount(server);
    await subscribe(server, admin, "creator");
    voiceId = await clonedVoice(server, admin, wavOf(await speak(server, admin, speakerVoiceId, paragraph)));
  });
  afterAll(async () => server?.close());

  it("BAN refuses every generation with the spec's message until a workspace admin lifts it", async () => {
    const owner = as(admin.accessToken);
    expect((await owner.speak()).statusCode).toBe(200);
    expect((await owner.setControl("BAN")).json()).toEqual({ status: "ok" });
    const body = (await server.request("GET", `/v1/voices/${voiceId}`, { token: admin.accessToken })).json();
    expect(readAsSdk.voice(body).safetyControl).toBe("BAN");
    // Chorus extra: the workspace set it, so the workspace may lift it (the web app offers the control).
    expect(body.safety_control_source).toBe("workspace");

    const speech = await owner.speak();
    expect(speech.statusCode).toBe(403);
    expect(speech.json().detail).toEqual({ status: "voice_blocked", message: blockedMessage });
    const dialogue = await server.request("POST", "/v1/text-to-dialogue", {
      token: admin.accessToken,
      body: { inputs: [{ text: "Hello there.", voice_id: voiceId }] },
    });
    expect(dialogue.json().detail).toEqual({ status: "voice_blocked", message: blockedMessage });
    const remix = await server.request("POST", `/v1/text-to-voice/${voiceId}/remix`, {
      token: admin.accessToken,
      body: { voice_description: "A little deeper and slower, please.", auto_generate_text: true },
    });
    expect(remix.json().detail.status).toBe("voice_blocked");
    const key = await createTestApiKey(server, { workspaceId: admin.workspace.id, userId: admin.user.id });
    const socket = await openSocket(
      server,
      `/v1/text-to-speech/${voiceId}/stream-input?output_format=pcm_16000`,
      {
        "xi-api-key": key.secret,
      },
    );
    socket.send({ text: " " });
    expect((await socket.closed).code).toBe(1008);
    expect(socket.frames[0]).toMatchObject({ error: "voice_blocked", code: 403, message: blockedMessage });

    expect((await owner.setControl("NONE")).statusCode).toBe(200);
    expect((await owner.speak()).statusCode).toBe(200);
  });

  it("only workspace admins set the control, and a moderation BAN stays until moderation lifts it", async () => {
    const member = await createTestAccount(server);
    const { accessToken } = await addTestMember(server, admin.workspace.id, member.user.id, "member");
    const refused = await as(accessToken).setControl("BAN");
    expect(refused.statusCode).toBe(403);

    const moderated = await runOperatorCommand(server, ["voices", "set-safety-control", voiceId, "BAN"]);
    expect(moderated).toMatchObject({ code: 0 });
    expect(moderated.output).toContain("NONE -> BAN");
    const moderatedVoice = (
      await server.request("GET", `/v1/voices/${voiceId}`, { token: admin.accessToken })
    ).json();
    expect(moderatedVoice).toMatchObject({ safety_control: "BAN", safety_control_source: "moderation" });
    const lift = await as(admin.accessToken).setControl("NONE");
    expect(lift.statusCode).toBe(403);
    expect(lift.json().detail.status).toBe("forbidden");
    expect((await as(admin.accessToken).speak()).json().detail.message).toBe(blockedMessage);
    expect((await runOperatorCommand(server, ["voices", "set-safety-control", voiceId, "NONE"])).code).toBe(
      0,
    );
    expect((await as(admin.accessToken).speak()).statusCode).toBe(200);
  });

  it("CAPTCHA holds generation until the owner reads the captcha in the voice; then it is cleared", async () => {
    const owner = as(admin.accessToken);
    const noCaptcha = await server.request("GET", `/v1/voices/${voiceId}/captcha`, {
      token: admin.accessToken,
    });
    expect(noCaptcha.statusCode).toBe(400);
    await owner.setControl("CAPTCHA");
    const held = await owner.speak();
    expect(held.statusCode).toBe(403);
    expect(held.json().detail.status).toBe("voice_captcha_required");
    expect(held.json().detail.message).toContain(`GET /v1/voices/${voiceId}/captcha`);

    const captcha = await server.request("GET", `/v1/voices/${voiceId}/captcha`, {
      token: admin.accessToken,
    });
    expect(captcha.statusCode, captcha.body).toBe(200);
    const reading = withPauses([await speak(server, admin, speakerVoiceId, captcha.json().text)]);
    const verified = await postForm(server, admin, `/v1/voices/${voiceId}/captcha`, {}, [
      { name: "reading.wav", type: "audio/wav", bytes: reading, field: "recording" },
    ]);
    expect(verified.statusCode, verified.body).toBe(200);
    const voice = (await server.request("GET", `/v1/voices/${voiceId}`, { token: admin.accessToken })).json();
    expect(voice.safety_control).toBeNull();
    expect(voice.safety_control_source).toBeNull();
    expect((await owner.speak()).statusCode).toBe(200);
  });

  it("a banned professional voice is blocked and cannot be trained", async () => {
    const created = await server.request("POST", "/v1/voices/pvc", {
      token: admin.accessToken,
      body: { name: "To be banned", language: "en" },
    });
    const pvc = created.json().voice_id as string;
    await runOperatorCommand(server, ["voices", "set-safety-control", pvc, "BAN"]);
    const voice = (await server.request("GET", `/v1/voices/${pvc}`, { token: admin.accessToken })).json();
    expect(voice.fine_tuning.finetuning_state).toBe("blocked");
    const train = await server.request("POST", `/v1/voices/pvc/${pvc}/train`, {
      token: admin.accessToken,
      body: {},
    });
    expect(train.json().detail).toEqual({ status: "voice_blocked", message: blockedMessage });
  });
});
