import {
  createTestAccount,
  createTestApiKey,
  databaseKinds,
  startTestServer,
  type TestServer,
} from "@chorus/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectError } from "../auth/support.ts";

describe.each(databaseKinds)("onboarding checklist on %s", (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => server?.close());

  it("initiates, completes items, hides and completes the checklist", async () => {
    const account = await createTestAccount(server);
    const post = (path: string) =>
      server.request("POST", `/v1/user/onboarding-checklist/${path}`, { token: account.accessToken });

    const initiated = await post("initiate");
    expect(initiated.statusCode).toBe(200);
    expect(initiated.json()).toEqual({ initiated: true, hidden: false, completed: false, items: {} });
    expect((await post("items/first_voice/complete")).json()).toEqual({
      initiated: true,
      hidden: false,
      completed: false,
      items: { first_voice: true },
    });
    expect((await post("items/try-tts/complete")).json().items).toEqual({
      first_voice: true,
      "try-tts": true,
    });
    expect((await post("hide")).json()).toMatchObject({ hidden: true, completed: false });
    expect((await post("complete")).json()).toMatchObject({ hidden: true, completed: true });

    const user = (await server.request("GET", "/v1/user", { token: account.accessToken })).json();
    expect(user.is_onboarding_checklist_completed).toBe(true);
    expect(user.onboarding_checklist).toEqual({
      initiated: true,
      hidden: true,
      completed: true,
      items: { first_voice: true, "try-tts": true },
    });
    expect((await post("items/Bad%20Id/complete")).statusCode).toBe(422);
  });

  it("needs user_write from an API key", async () => {
    const account = await createTestAccount(server);
    const reader = await createTestApiKey(server, {
      workspaceId: account.workspace.id,
      userId: account.user.id,
      permissions: ["user_read"],
    });
    const response = await server.request("POST", "/v1/user/onboarding-checklist/initiate", {
      apiKey: reader.secret,
    });
    expectError(response, 403, "missing_permissions");
  });
});
