import { expect } from "vitest";
import type { SharedChorusAccount } from "../../support/shared-chorus-account.ts";

// biome-ignore lint/suspicious/noExplicitAny: JSON answers, checked by the assertions that read them
export type Json = Record<string, any>;

/**
 * The API as the agents' browser tests call it beside the browser: with the running case's account's
 * key (`account()` is read at each call, since each case has its own), every answer expected 200.
 */
export function agentApi(account: () => SharedChorusAccount) {
  const api = async (method: "GET" | "POST" | "PATCH", path: string, body?: unknown): Promise<Json> => {
    const { chorus, apiKey } = account();
    const response = await fetch(`${chorus.url}${path}`, {
      method,
      headers: { "content-type": "application/json", "xi-api-key": apiKey },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await response.json()) as Json;
    expect(response.status, `${method} ${path}: ${JSON.stringify(json)}`).toBe(200);
    return json;
  };
  const createAgent = async (body: Json) =>
    (await api("POST", "/v1/convai/agents/create", body)).agent_id as string;
  return { api, createAgent };
}
