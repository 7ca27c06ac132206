import type { TestServer } from "@chorus/testing";
import { AddPronunciationDictionaryResponseModel } from "@elevenlabs/elevenlabs-js/dist/serialization/types/AddPronunciationDictionaryResponseModel.js";
import { GetPronunciationDictionariesMetadataResponseModel } from "@elevenlabs/elevenlabs-js/dist/serialization/types/GetPronunciationDictionariesMetadataResponseModel.js";
import { GetPronunciationDictionaryMetadataResponse } from "@elevenlabs/elevenlabs-js/dist/serialization/types/GetPronunciationDictionaryMetadataResponse.js";
import { GetPronunciationDictionaryWithRulesResponseModel } from "@elevenlabs/elevenlabs-js/dist/serialization/types/GetPronunciationDictionaryWithRulesResponseModel.js";
import { PronunciationDictionaryRulesResponseModel } from "@elevenlabs/elevenlabs-js/dist/serialization/types/PronunciationDictionaryRulesResponseModel.js";
import { expect } from "vitest";

const sdkOptions = { unrecognizedObjectKeys: "passthrough" as const, breadcrumbsPrefix: ["response"] };

/** Dictionary bodies read with the official SDK's own schemas (they throw on a missing required field). */
export const readDictionaryAsSdk = {
  added: (body: unknown) => AddPronunciationDictionaryResponseModel.parseOrThrow(body, sdkOptions),
  list: (body: unknown) => GetPronunciationDictionariesMetadataResponseModel.parseOrThrow(body, sdkOptions),
  metadata: (body: unknown) => GetPronunciationDictionaryMetadataResponse.parseOrThrow(body, sdkOptions),
  withRules: (body: unknown) =>
    GetPronunciationDictionaryWithRulesResponseModel.parseOrThrow(body, sdkOptions),
  rules: (body: unknown) => PronunciationDictionaryRulesResponseModel.parseOrThrow(body, sdkOptions),
};

/** Creates a dictionary from rules and returns its id and first version. */
export async function createDictionary(
  server: TestServer,
  account: { accessToken: string },
  name: string,
  rules: Record<string, unknown>[],
): Promise<{ id: string; version_id: string }> {
  const response = await server.request("POST", "/v1/pronunciation-dictionaries/add-from-rules", {
    token: account.accessToken,
    body: { name, rules },
  });
  expect(response.statusCode, response.body).toBe(200);
  return readDictionaryAsSdk.added(response.json()) && response.json();
}
