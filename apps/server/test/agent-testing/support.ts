import type { TestServer } from "@chorus/testing";
import {
  AgentSimulatedChatTestResponseModel,
  CreateAgentTestFolderResponseModel,
  CreateAgentTestResponseModel,
  conversationalAi,
  GetAgentTestFolderResponseModel,
  GetTestInvocationsPageResponseModel,
  GetTestSuiteInvocationResponseModel,
  GetTestsPageResponseModel,
  GetTestsSummariesByIdsResponseModel,
} from "@elevenlabs/elevenlabs-js/dist/serialization/index.js";
import { expect } from "vitest";
import { sdkReadOptions as sdkOptions } from "../sdk-read-options.ts";

/** Agent-testing bodies read with the official SDK's own schemas (they throw on a missing required field). */
export const readTestingAsSdk = {
  created: (body: unknown) => CreateAgentTestResponseModel.parseOrThrow(body, sdkOptions),
  test: (body: unknown) => conversationalAi.TestsGetResponse.parseOrThrow(body, sdkOptions),
  updated: (body: unknown) => conversationalAi.TestsUpdateResponse.parseOrThrow(body, sdkOptions),
  page: (body: unknown) => GetTestsPageResponseModel.parseOrThrow(body, sdkOptions),
  summaries: (body: unknown) => GetTestsSummariesByIdsResponseModel.parseOrThrow(body, sdkOptions),
  folderCreated: (body: unknown) => CreateAgentTestFolderResponseModel.parseOrThrow(body, sdkOptions),
  folder: (body: unknown) => GetAgentTestFolderResponseModel.parseOrThrow(body, sdkOptions),
  invocation: (body: unknown) => GetTestSuiteInvocationResponseModel.parseOrThrow(body, sdkOptions),
  invocations: (body: unknown) => GetTestInvocationsPageResponseModel.parseOrThrow(body, sdkOptions),
  simulation: (body: unknown) => AgentSimulatedChatTestResponseModel.parseOrThrow(body, sdkOptions),
};

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** Requests as one account. */
export const requestsAs =
  (server: TestServer, account: { accessToken: string }) => (method: Method, url: string, body?: unknown) =>
    server.request(method, url, { token: account.accessToken, body });

/** A conversation ending with the user's question. */
export const askedAbout = (question: string) => [
  { role: "agent", message: "Hello, how can I help?", time_in_call_secs: 0 },
  { role: "user", message: question, time_in_call_secs: 3 },
];

/** An LLM test's body. */
export const llmTest = (name: string, extra: Record<string, unknown> = {}) => ({
  type: "llm",
  name,
  chat_history: askedAbout("What are your opening hours?"),
  success_condition: "The agent gives the opening hours.",
  success_examples: [{ response: "We are open from nine to five, Monday to Friday.", type: "success" }],
  failure_examples: [{ response: "I cannot help with that, sorry.", type: "failure" }],
  ...extra,
});

/** Creates a test through the API and answers its id. */
export async function createTestVia(
  call: ReturnType<typeof requestsAs>,
  body: Record<string, unknown>,
): Promise<string> {
  const response = await call("POST", "/v1/convai/agent-testing/create", body);
  expect(response.statusCode, response.body).toBe(200);
  return readTestingAsSdk.created(response.json()).id;
}
