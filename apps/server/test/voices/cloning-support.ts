import type { TestAccount, TestServer } from "@chorus/testing";
import { AddVoiceIvcResponseModel } from "@elevenlabs/elevenlabs-js/dist/serialization/types/AddVoiceIvcResponseModel.js";
import { DeleteVoiceResponseModel } from "@elevenlabs/elevenlabs-js/dist/serialization/types/DeleteVoiceResponseModel.js";
import { EditVoiceResponseModel } from "@elevenlabs/elevenlabs-js/dist/serialization/types/EditVoiceResponseModel.js";
import { GetVoicesResponse } from "@elevenlabs/elevenlabs-js/dist/serialization/types/GetVoicesResponse.js";
import { Voice as SdkVoice } from "@elevenlabs/elevenlabs-js/dist/serialization/types/Voice.js";

const sdkOptions = { unrecognizedObjectKeys: "passthrough" as const, breadcrumbsPrefix: ["response"] };

/** Bodies read with the official SDK's own serialization schemas (they throw on a missing required field). */
export const readAsSdk = {
  voice: (body: unknown) => SdkVoice.parseOrThrow(body, sdkOptions),
  voices: (body: unknown) => GetVoicesResponse.parseOrThrow(body, sdkOptions),
  added: (body: unknown) => AddVoiceIvcResponseModel.parseOrThrow(body, sdkOptions),
  edited: (body: unknown) => EditVoiceResponseModel.parseOrThrow(body, sdkOptions),
  deleted: (body: unknown) => DeleteVoiceResponseModel.parseOrThrow(body, sdkOptions),
};

/** Speech from an embedded voice, as a file to upload: the test's stand-in for a speaker's recording. */
export async function recordSample(
  server: TestServer,
  account: TestAccount,
  voiceId: string,
  text: string,
  outputFormat: "wav_16000" | "mp3_44100_128" | "wav_22050",
): Promise<Buffer> {
  const response = await server.request(
    "POST",
    `/v1/text-to-speech/${voiceId}?output_format=${outputFormat}`,
    {
      token: account.accessToken,
      body: { text, model_id: "eleven_multilingual_v2", seed: 1 },
    },
  );
  if (response.statusCode !== 200) throw new Error(`sample ${response.statusCode}: ${response.body}`);
  return response.rawPayload;
}

export interface FormFile {
  name: string;
  type: string;
  bytes: Uint8Array;
  field?: string;
}

/** A multipart/form-data body serialized the way fetch does it (undici's FormData through a Response). */
export async function multipart(
  fields: Record<string, string>,
  files: FormFile[],
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files)
    form.append(
      file.field ?? "files",
      new Blob([new Uint8Array(file.bytes)], { type: file.type }),
      file.name,
    );
  const response = new Response(form);
  return {
    payload: Buffer.from(await response.arrayBuffer()),
    headers: { "content-type": response.headers.get("content-type")! },
  };
}

/** Sends a multipart form with the account's token. */
export async function postForm(
  server: TestServer,
  account: { accessToken: string },
  url: string,
  fields: Record<string, string>,
  files: FormFile[],
) {
  const { payload, headers } = await multipart(fields, files);
  return server.request("POST", url, { token: account.accessToken, body: payload, headers });
}

/** Puts the account's workspace on a paid tier, active. */
export async function subscribe(server: TestServer, account: TestAccount, tier: string) {
  await server.ports.store.workspaces.update(account.workspace.id, { tier, subscriptionStatus: "active" });
}
