import { type ConversationAuthorization, type ConversationRecord, newId } from "@chorus/domain";
import type { TestServer } from "@chorus/testing";
import {
  ConversationTagResponseModel,
  CreateAgentResponseModel,
  GetAgentEmbedResponseModel,
  GetAgentLinkResponseModel,
  GetAgentResponseModel,
  GetAgentsPageResponseModel,
  GetConversationResponseModel,
  GetConversationsPageResponseModel,
  GetConversationTagsPageResponseModel,
  LlmListResponseModel,
} from "@elevenlabs/elevenlabs-js/dist/serialization/index.js";
import { expect } from "vitest";
import { sdkReadOptions as sdkOptions } from "../sdk-read-options.ts";

/** Agent bodies read with the official SDK's own schemas (they throw on a missing required field). */
export const readAgentAsSdk = {
  created: (body: unknown) => CreateAgentResponseModel.parseOrThrow(body, sdkOptions),
  agent: (body: unknown) => GetAgentResponseModel.parseOrThrow(body, sdkOptions),
  page: (body: unknown) => GetAgentsPageResponseModel.parseOrThrow(body, sdkOptions),
  link: (body: unknown) => GetAgentLinkResponseModel.parseOrThrow(body, sdkOptions),
  llms: (body: unknown) => LlmListResponseModel.parseOrThrow(body, sdkOptions),
  conversation: (body: unknown) => GetConversationResponseModel.parseOrThrow(body, sdkOptions),
  conversations: (body: unknown) => GetConversationsPageResponseModel.parseOrThrow(body, sdkOptions),
  widget: (body: unknown) => GetAgentEmbedResponseModel.parseOrThrow(body, sdkOptions),
  tag: (body: unknown) => ConversationTagResponseModel.parseOrThrow(body, sdkOptions),
  tags: (body: unknown) => GetConversationTagsPageResponseModel.parseOrThrow(body, sdkOptions),
};

/** Creates an agent and returns its id. */
export async function createAgent(
  server: TestServer,
  account: { accessToken: string },
  body: Record<string, unknown> = {},
): Promise<string> {
  const response = await server.request("POST", "/v1/convai/agents/create", {
    token: account.accessToken,
    body: { conversation_config: {}, ...body },
  });
  expect(response.statusCode, response.body).toBe(200);
  return readAgentAsSdk.created(response.json()).agentId;
}

/** A finished 12-second text conversation of `agentId`, as stored (for tests that need history without a call). */
export function endedConversation(options: {
  workspaceId: string;
  agentId: string;
  agentName: string;
  startedAt: Date;
  authorizationMethod: ConversationAuthorization;
}): ConversationRecord {
  const { startedAt } = options;
  return {
    id: `conv_${newId(24)}`,
    workspaceId: options.workspaceId,
    agentId: options.agentId,
    agentName: options.agentName,
    status: "done",
    userId: null,
    startedAt,
    endedAt: startedAt,
    durationSeconds: 12,
    transcript: [],
    metadata: {
      terminationReason: "client disconnected",
      error: null,
      mainLanguage: "en",
      textOnly: true,
      development: false,
      authorizationMethod: options.authorizationMethod,
      timezone: null,
      feedback: { overallScore: null, rating: null, comment: null },
      clientData: { dynamicVariables: {}, userId: null, source: null, version: null },
      charging: { creditsPerMinute: 1000, discount: 0 },
    },
    cost: 200,
    hasAudio: false,
    callSuccessful: "unknown",
    analysis: null,
    tags: [],
    heartbeatAt: startedAt,
  };
}
