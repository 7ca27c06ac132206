import type { AuthenticatedContext } from "@chorus/domain";
import type { TestAccount, TestServer } from "@chorus/testing";
import {
  ListMcpToolsResponseModel,
  McpServerResponseModel,
  McpServersResponseModel,
  McpToolConfigOverrideOutput,
} from "@elevenlabs/elevenlabs-js/dist/serialization/index.js";
import { expect } from "vitest";
import { sdkReadOptions as sdkOptions } from "../sdk-read-options.ts";

type Method = "GET" | "POST" | "PATCH" | "DELETE";

/** MCP server bodies read with the official SDK's own schemas (they throw on a missing required field). */
export const readMcpAsSdk = {
  server: (body: unknown) => McpServerResponseModel.parseOrThrow(body, sdkOptions),
  servers: (body: unknown) => McpServersResponseModel.parseOrThrow(body, sdkOptions),
  tools: (body: unknown) => ListMcpToolsResponseModel.parseOrThrow(body, sdkOptions),
  toolConfig: (body: unknown) => McpToolConfigOverrideOutput.parseOrThrow(body, sdkOptions),
};

/** Calls as one account. */
export const requestAs =
  (server: TestServer, account: { accessToken: string }) => (method: Method, url: string, body?: unknown) =>
    server.request(method, url, { token: account.accessToken, body });

/** Lets the account's workspace use MCP servers (its owner is an admin). */
export async function allowMcp(server: TestServer, account: TestAccount): Promise<void> {
  const response = await requestAs(server, account)("PATCH", "/v1/convai/settings", {
    can_use_mcp_servers: true,
  });
  expect(response.statusCode, response.body).toBe(200);
}

/** Creates an MCP server through the API; its id. */
export async function createMcpServer(
  server: TestServer,
  account: { accessToken: string },
  config: Record<string, unknown>,
): Promise<string> {
  const response = await requestAs(server, account)("POST", "/v1/convai/mcp-servers", { config });
  expect(response.statusCode, response.body).toBe(200);
  return readMcpAsSdk.server(response.json()).id;
}

/** A context for calling domain verbs directly, as the conversation runtime does. */
export function contextOf(server: TestServer, account: TestAccount): AuthenticatedContext {
  return {
    ports: server.ports,
    meta: { geo: {} },
    actor: { kind: "user", userId: account.user.id, sessionId: "test" },
    userId: account.user.id,
    workspaceId: account.workspace.id,
    role: "owner",
  };
}
