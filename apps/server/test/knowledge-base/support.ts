import type { TestServer } from "@chorus/testing";
import {
  AddKnowledgeBaseResponseModel,
  conversationalAi,
  GetKnowledgeBaseDependentAgentsResponseModel,
  GetKnowledgeBaseListResponseModel,
  KnowledgeBaseContentSearchResponseModel,
  KnowledgeBaseDocumentChunkResponseModel,
  KnowledgeBaseDocumentChunksResponseModel,
  RagDocumentIndexesResponseModel,
  RagDocumentIndexResponseModel,
} from "@elevenlabs/elevenlabs-js/dist/serialization/index.js";
import { expect } from "vitest";
import { sdkReadOptions as sdkOptions } from "../sdk-read-options.ts";

/** Knowledge-base bodies read with the official SDK's own schemas (they throw on a missing required field). */
export const readKnowledgeAsSdk = {
  added: (body: unknown) => AddKnowledgeBaseResponseModel.parseOrThrow(body, sdkOptions),
  document: (body: unknown) =>
    conversationalAi.knowledgeBase.documents.DocumentsGetResponse.parseOrThrow(body, sdkOptions),
  list: (body: unknown) => GetKnowledgeBaseListResponseModel.parseOrThrow(body, sdkOptions),
  index: (body: unknown) => RagDocumentIndexResponseModel.parseOrThrow(body, sdkOptions),
  indexes: (body: unknown) => RagDocumentIndexesResponseModel.parseOrThrow(body, sdkOptions),
  chunks: (body: unknown) => KnowledgeBaseDocumentChunksResponseModel.parseOrThrow(body, sdkOptions),
  chunk: (body: unknown) => KnowledgeBaseDocumentChunkResponseModel.parseOrThrow(body, sdkOptions),
  dependents: (body: unknown) => GetKnowledgeBaseDependentAgentsResponseModel.parseOrThrow(body, sdkOptions),
  search: (body: unknown) => KnowledgeBaseContentSearchResponseModel.parseOrThrow(body, sdkOptions),
};

type Method = "GET" | "POST" | "PATCH" | "DELETE";

/** Calls as an account (bearer token). */
export const callAs =
  (server: TestServer, account: { accessToken: string }) => (method: Method, url: string, body?: unknown) =>
    server.request(method, url, { token: account.accessToken, body });

/** A text document added through the API; answers its id. */
export async function addText(
  server: TestServer,
  account: { accessToken: string },
  text: string,
  extra: Record<string, unknown> = {},
): Promise<string> {
  const response = await callAs(server, account)("POST", "/v1/convai/knowledge-base/text", {
    text,
    ...extra,
  });
  expect(response.statusCode, response.body).toBe(200);
  return readKnowledgeAsSdk.added(response.json()).id;
}
