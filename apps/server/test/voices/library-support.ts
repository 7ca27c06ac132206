import { newId, type VoiceFeatures, type VoiceSharingRecord } from "@chorus/domain";
import type { TestAccount, TestServer } from "@chorus/testing";
import { AddVoiceResponseModel } from "@elevenlabs/elevenlabs-js/dist/serialization/types/AddVoiceResponseModel.js";
import { GetLibraryVoicesResponse } from "@elevenlabs/elevenlabs-js/dist/serialization/types/GetLibraryVoicesResponse.js";
import { GetUserVoiceCollectionsResponseModel } from "@elevenlabs/elevenlabs-js/dist/serialization/types/GetUserVoiceCollectionsResponseModel.js";
import { UserVoiceCollectionResponseModel } from "@elevenlabs/elevenlabs-js/dist/serialization/types/UserVoiceCollectionResponseModel.js";
import { Voice as SdkVoice } from "@elevenlabs/elevenlabs-js/dist/serialization/types/Voice.js";
import { runChorusCommand } from "../../src/cli/run-command.ts";

const sdkOptions = { unrecognizedObjectKeys: "passthrough" as const, breadcrumbsPrefix: ["response"] };

/** Library bodies read with the official SDK's own schemas (they throw on a missing required field). */
export const readLibraryAsSdk = {
  library: (body: unknown) => GetLibraryVoicesResponse.parseOrThrow(body, sdkOptions),
  added: (body: unknown) => AddVoiceResponseModel.parseOrThrow(body, sdkOptions),
  voice: (body: unknown) => SdkVoice.parseOrThrow(body, sdkOptions),
  collection: (body: unknown) => UserVoiceCollectionResponseModel.parseOrThrow(body, sdkOptions),
  collections: (body: unknown) => GetUserVoiceCollectionsResponseModel.parseOrThrow(body, sdkOptions),
};

const figures = (f0MedianHz: number): VoiceFeatures => ({
  f0MedianHz,
  f0RangeSemitones: 4,
  speakingRate: 4,
  spectralCentroidHz: 1500,
  voicedSeconds: 5,
  durationSeconds: 8,
});

/**
 * A custom voice written straight through the repository (no cloning: these tests are about the
 * library, not the fitter), spoken by an eSpeak-NG variant with a fitted-looking profile.
 */
export async function insertVoice(
  server: TestServer,
  account: TestAccount,
  options: {
    name?: string;
    labels?: Record<string, string>;
    category?: "cloned" | "generated" | "professional";
    engineVoiceId?: string;
    f0MedianHz?: number;
  } = {},
): Promise<string> {
  const id = newId();
  const now = server.clock.now();
  await server.ports.store.customVoices.insert({
    id,
    workspaceId: account.workspace.id,
    createdByUserId: account.user.id,
    name: options.name ?? `Voice ${id}`,
    description: null,
    labels: options.labels ?? {},
    category: options.category ?? "cloned",
    language: "en",
    profile: {
      engine: { engine: "espeak", engineVoiceId: options.engineVoiceId ?? "en-us+f3", language: "en" },
      prosody: { pitch: 1.1, rate: 0.95, pitchRange: 0.6 },
      sample: figures(options.f0MedianHz ?? 200),
      clone: figures(options.f0MedianHz ?? 200),
    },
    safetyControl: null,
    safetyControlSource: null,
    createdAt: now,
    updatedAt: now,
  });
  return id;
}

/** A voice live in the library at once (the review is not what these fixtures test). */
export async function insertLiveVoice(
  server: TestServer,
  account: TestAccount,
  options: Parameters<typeof insertVoice>[2] & { sharing?: Partial<VoiceSharingRecord> } = {},
): Promise<string> {
  const voiceId = await insertVoice(server, account, options);
  const now = server.clock.now();
  await server.ports.store.voiceLibrary.saveSharing({
    voiceId,
    workspaceId: account.workspace.id,
    ownerUserId: account.user.id,
    publicOwnerId: account.user.publicUserId,
    status: "enabled",
    reviewStatus: "allowed",
    reviewMessage: null,
    description: "A fixture voice of the library",
    labels: options.labels ?? {},
    noticePeriodDays: 30,
    fiatRate: null,
    financialRewardsEnabled: false,
    freeUsersAllowed: true,
    liveModerationEnabled: false,
    readerAppEnabled: false,
    featured: false,
    submittedAt: now,
    liveSince: now,
    removedAt: null,
    disableAt: null,
    createdAt: now,
    updatedAt: now,
    ...options.sharing,
  });
  return voiceId;
}

/** Runs `npm run chorus -- …` in-process against the test server's database; answers code and output. */
export async function chorus(server: TestServer, ...argv: string[]) {
  const lines: string[] = [];
  const code = await runChorusCommand(argv, {
    ctx: { ports: server.ports },
    out: (line) => lines.push(line),
  });
  return { code, output: lines.join("\n") };
}

/** Short speech with a fixed seed, as raw bytes (identical voices give identical bytes). */
export async function speak(
  server: TestServer,
  caller: { accessToken: string } | { apiKey: string },
  voiceId: string,
) {
  return server.request("POST", `/v1/text-to-speech/${voiceId}?output_format=pcm_16000`, {
    ...("apiKey" in caller ? { apiKey: caller.apiKey } : { token: caller.accessToken }),
    body: { text: "Hello from the library.", model_id: "eleven_multilingual_v2", seed: 3 },
  });
}
