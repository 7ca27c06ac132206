import { premadeVoices } from "@chorus/domain";
import { createTestAccount, createTestApiKey, type TestAccount, type TestServer } from "@chorus/testing";
import { expect } from "vitest";

export const emma = premadeVoices.find((voice) => voice.key === "espeak-en-us-f")!;
export const mason = premadeVoices.find((voice) => voice.key === "espeak-en-us-m")!;

/** Small mp3 keeps every generation quick. */
export const fastFormat = "mp3_22050_32";

/** A fresh account (its own workspace, so its history starts empty) and a full-access API key in it. */
export async function historyOwner(
  server: TestServer,
): Promise<TestAccount & { apiKey: string; apiKeyId: string }> {
  const account = await createTestAccount(server);
  const key = await createTestApiKey(server, { workspaceId: account.workspace.id, userId: account.user.id });
  return { ...account, apiKey: key.secret, apiKeyId: key.id };
}

export interface Generated {
  id: string;
  audio: Buffer;
  headers: Record<string, unknown>;
}

/** Real speech through `POST /v1/text-to-speech/{voice_id}`; answers the request id and the audio bytes. */
export async function generate(
  server: TestServer,
  apiKey: string,
  text: string,
  options: {
    voiceId?: string;
    modelId?: string;
    path?: string;
    query?: string;
    body?: Record<string, unknown>;
  } = {},
): Promise<Generated> {
  const query = options.query ?? `output_format=${fastFormat}`;
  const response = await server.request(
    "POST",
    `/v1/text-to-speech/${options.voiceId ?? emma.voiceId}${options.path ?? ""}?${query}`,
    {
      apiKey,
      body: { text, ...(options.modelId ? { model_id: options.modelId } : {}), ...options.body },
    },
  );
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  const id = response.headers["request-id"];
  expect(id).toMatch(/^\w{20}$/);
  return { id: id as string, audio: response.rawPayload, headers: response.headers };
}

/** `GET /v1/history` with a query string; asserts 200 and returns the body. */
export async function listHistory(server: TestServer, apiKey: string, query = "") {
  const response = await server.request("GET", `/v1/history${query ? `?${query}` : ""}`, { apiKey });
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  return response.json() as {
    history: { history_item_id: string; text: string; date_unix: number }[];
    last_history_item_id: string | null;
    has_more: boolean;
    scanned_until: number | null;
  };
}
