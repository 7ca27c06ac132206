import { convaiSettingsLimits, messages } from "@chorus/contract";
import {
  addTestMember,
  createTestAccount,
  databaseKinds,
  startTestServer,
  type TestAccount,
  type TestServer,
} from "@chorus/testing";
import {
  ConvAiWorkspaceStoredSecretConfig,
  GetConvAiDashboardSettingsResponseModel,
  GetConvAiSettingsResponseModel,
  GetLiveCountResponse,
  LlmUsageCalculatorResponseModel,
} from "@elevenlabs/elevenlabs-js/dist/serialization/index.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAgent, endedConversation } from "../agents/support.ts";
import { sdkReadOptions as sdkOptions } from "../sdk-read-options.ts";

type Method = "GET" | "POST" | "PATCH" | "DELETE";

/** Answers read with the official SDK's own schemas (they throw on a missing required field). */
const readAsSdk = {
  settings: (body: unknown) => GetConvAiSettingsResponseModel.parseOrThrow(body, sdkOptions),
  dashboard: (body: unknown) => GetConvAiDashboardSettingsResponseModel.parseOrThrow(body, sdkOptions),
  liveCount: (body: unknown) => GetLiveCountResponse.parseOrThrow(body, sdkOptions),
  llmUsage: (body: unknown) => LlmUsageCalculatorResponseModel.parseOrThrow(body, sdkOptions),
};

describe.each(databaseKinds)("agent settings, live count and model-cost estimates on %s", (kind) => {
  let server: TestServer;
  let owner: TestAccount;
  let stranger: TestAccount;
  const as = (account: { accessToken: string }) => (method: Method, url: string, body?: unknown) =>
    server.request(method, url, { token: account.accessToken, body });
  const call = (method: Method, url: string, body?: unknown) => as(owner)(method, url, body);
  const detailOf = (response: { json(): unknown }) =>
    (response.json() as { detail: { status: string; message: string } }).detail;

  beforeAll(async () => {
    server = await startTestServer(kind);
    owner = await createTestAccount(server);
    stranger = await createTestAccount(server);
  });
  afterAll(async () => server?.close());

  it("answers the defaults, then keeps each change while leaving the other fields as they were", async () => {
    const fresh = await call("GET", "/v1/convai/settings");
    expect(fresh.statusCode, fresh.body).toBe(200);
    expect(readAsSdk.settings(fresh.json())).toEqual({
      webhooks: {},
      canUseMcpServers: false,
      ragRetentionPeriodDays: -1,
      conversationEmbeddingRetentionDays: -1,
      defaultLivekitStack: "standard",
    });

    const secret = (
      await call("POST", "/v1/convai/secrets", { name: "Hook key", value: "s3cr3t-value" })
    ).json();
    const changed = await call("PATCH", "/v1/convai/settings", {
      conversation_initiation_client_data_webhook: {
        url: "https://hooks.example.com/start",
        request_headers: { "X-Team": "support", Authorization: { secret_id: secret.secret_id } },
      },
      webhooks: { send_audio: true, events: ["transcript", "audio"], transcript_format: "json" },
      rag_retention_period_days: 30,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.body).not.toContain("s3cr3t-value");
    const expected = {
      conversationInitiationClientDataWebhook: {
        url: "https://hooks.example.com/start",
        requestHeaders: { "X-Team": "support", Authorization: { secretId: secret.secret_id } },
      },
      webhooks: { sendAudio: true, events: ["transcript", "audio"], transcriptFormat: "json" },
      canUseMcpServers: false,
      ragRetentionPeriodDays: 30,
      conversationEmbeddingRetentionDays: -1,
      defaultLivekitStack: "standard",
    };
    expect(readAsSdk.settings(changed.json())).toEqual(expected);

    // The webhook uses the secret: listed in its used_by, and the secret is kept while it does.
    const used = ConvAiWorkspaceStoredSecretConfig.parseOrThrow(
      (await call("GET", `/v1/convai/secrets/${secret.secret_id}`)).json(),
      sdkOptions,
    );
    expect(used.usedBy.others).toEqual(["conversation_initiation_webhook"]);
    const deleting = await call("DELETE", `/v1/convai/secrets/${secret.secret_id}`);
    expect(deleting.statusCode).toBe(409);
    expect(detailOf(deleting).status).toBe("secret_in_use");

    // A change of one field keeps the others; null removes the webhook.
    await call("PATCH", "/v1/convai/settings", { conversation_embedding_retention_days: 7 });
    expect(readAsSdk.settings((await call("GET", "/v1/convai/settings")).json())).toEqual({
      ...expected,
      conversationEmbeddingRetentionDays: 7,
    });
    const cleared = await call("PATCH", "/v1/convai/settings", {
      conversation_initiation_client_data_webhook: null,
    });
    expect(readAsSdk.settings(cleared.json()).conversationInitiationClientDataWebhook).toBeUndefined();
    expect((await call("DELETE", `/v1/convai/secrets/${secret.secret_id}`)).statusCode).toBe(200);

    // Another workspace sees its own defaults.
    const theirs = readAsSdk.settings((await as(stranger)("GET", "/v1/convai/settings")).json());
    expect(theirs.ragRetentionPeriodDays).toBe(-1);
  });

  it("refuses plain-http webhooks, unknown secrets and values out of bounds", async () => {
    const http = await call("PATCH", "/v1/convai/settings", {
      conversation_initiation_client_data_webhook: {
        url: "http://hooks.example.com/start",
        request_headers: {},
      },
    });
    expect(http.statusCode).toBe(422);
    expect(http.body).toContain(messages.initiationWebhookUrlInvalid);

    const unknownSecret = await call("PATCH", "/v1/convai/settings", {
      conversation_initiation_client_data_webhook: {
        url: "https://hooks.example.com/start",
        request_headers: { Authorization: { secret_id: "no-such-secret" } },
      },
    });
    expect(unknownSecret.statusCode).toBe(404);
    expect(detailOf(unknownSecret).status).toBe("secret_not_found");

    const theirSecret = (
      await as(stranger)("POST", "/v1/convai/secrets", { name: "Theirs", value: "their-value" })
    ).json();
    const foreign = await call("PATCH", "/v1/convai/settings", {
      conversation_initiation_client_data_webhook: {
        url: "https://hooks.example.com/start",
        request_headers: { Authorization: { secret_id: theirSecret.secret_id } },
      },
    });
    expect(detailOf(foreign).status).toBe("secret_not_found");

    const tooManyHeaders = Object.fromEntries(
      Array.from({ length: convaiSettingsLimits.webhookHeaders + 1 }, (_, i) => [`X-H${i}`, "v"]),
    );
    const many = await call("PATCH", "/v1/convai/settings", {
      conversation_initiation_client_data_webhook: {
        url: "https://hooks.example.com/start",
        request_headers: tooManyHeaders,
      },
    });
    expect(many.statusCode).toBe(422);
    for (const days of [-2, convaiSettingsLimits.ragRetentionDays.max + 1, 1.5])
      expect(
        (await call("PATCH", "/v1/convai/settings", { rag_retention_period_days: days })).statusCode,
      ).toBe(422);
    // Nothing of the refused changes was kept.
    const now = readAsSdk.settings((await call("GET", "/v1/convai/settings")).json());
    expect(now.conversationInitiationClientDataWebhook).toBeUndefined();
  });

  it("lets only admins change whether MCP servers may be used, and viewers change nothing", async () => {
    const account = await createTestAccount(server);
    const memberAccount = await createTestAccount(server);
    const viewerAccount = await createTestAccount(server);
    const member = await addTestMember(server, account.workspace.id, memberAccount.user.id, "member");
    const viewer = await addTestMember(server, account.workspace.id, viewerAccount.user.id, "viewer");

    const refused = await as(member)("PATCH", "/v1/convai/settings", { can_use_mcp_servers: true });
    expect(refused.statusCode).toBe(403);
    expect(detailOf(refused)).toEqual({ status: "forbidden", message: messages.mcpAllowanceAdminOnly });
    // A member may change the rest, and may send the allowance unchanged (as a form that sends everything does).
    const memberChange = await as(member)("PATCH", "/v1/convai/settings", {
      can_use_mcp_servers: false,
      rag_retention_period_days: 10,
    });
    expect(memberChange.statusCode, memberChange.body).toBe(200);
    expect(
      (await as(viewer)("PATCH", "/v1/convai/settings", { rag_retention_period_days: 5 })).statusCode,
    ).toBe(403);
    expect((await as(viewer)("GET", "/v1/convai/settings")).statusCode).toBe(200);

    const allowed = await as(account)("PATCH", "/v1/convai/settings", { can_use_mcp_servers: true });
    expect(readAsSdk.settings(allowed.json())).toMatchObject({
      canUseMcpServers: true,
      ragRetentionPeriodDays: 10,
    });
  });

  it("keeps the dashboard's charts in order, replaced as a whole, bounded", async () => {
    const account = await createTestAccount(server);
    const empty = await as(account)("GET", "/v1/convai/settings/dashboard");
    expect(readAsSdk.dashboard(empty.json())).toEqual({ charts: [] });
    const charts = [
      { type: "call_success", name: "Success" },
      { type: "criteria", name: "Polite", criteria_id: "polite" },
      { type: "data_collection", name: "Orders", data_collection_id: "order_id" },
    ];
    const saved = await as(account)("PATCH", "/v1/convai/settings/dashboard", { charts });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(readAsSdk.dashboard(saved.json()).charts).toEqual([
      { type: "call_success", name: "Success" },
      { type: "criteria", name: "Polite", criteriaId: "polite" },
      { type: "data_collection", name: "Orders", dataCollectionId: "order_id" },
    ]);
    // Without charts nothing changes; the settings keep their own fields.
    expect(
      readAsSdk.dashboard((await as(account)("PATCH", "/v1/convai/settings/dashboard", {})).json()).charts,
    ).toHaveLength(3);
    expect(
      readAsSdk.settings((await as(account)("GET", "/v1/convai/settings")).json()).canUseMcpServers,
    ).toBe(false);

    const tooMany = Array.from({ length: convaiSettingsLimits.dashboardCharts + 1 }, (_, i) => ({
      type: "call_success",
      name: `Chart ${i}`,
    }));
    expect(
      (await as(account)("PATCH", "/v1/convai/settings/dashboard", { charts: tooMany })).statusCode,
    ).toBe(422);
    expect(
      (
        await as(account)("PATCH", "/v1/convai/settings/dashboard", {
          charts: [{ type: "criteria", name: "x" }],
        })
      ).statusCode,
    ).toBe(422);
  });

  it("counts the conversations in progress now, of the workspace or of the agents named", async () => {
    const account = await createTestAccount(server);
    const first = await createAgent(server, account, { name: "First" });
    const second = await createAgent(server, account, { name: "Second" });
    const store = server.ports.store.conversations;
    const stored = async (
      agentId: string,
      status: "initiated" | "in-progress" | "processing" | "done",
      workspaceId = account.workspace.id,
    ) => {
      const conversation = endedConversation({
        workspaceId,
        agentId,
        agentName: "Agent",
        startedAt: server.clock.now(),
        authorizationMethod: "public",
      });
      await store.insert({
        ...conversation,
        status,
        endedAt: status === "done" ? conversation.endedAt : null,
      });
    };
    await stored(first, "initiated");
    await stored(first, "in-progress");
    await stored(second, "in-progress");
    await stored(second, "processing");
    await stored(second, "done");
    const theirAgent = await createAgent(server, stranger, { name: "Theirs" });
    await stored(theirAgent, "in-progress", stranger.workspace.id);

    const count = async (query = "") => {
      const response = await as(account)("GET", `/v1/convai/analytics/live-count${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return readAsSdk.liveCount(response.json()).count;
    };
    expect(await count()).toBe(3);
    expect(await count(`?agent_id=${first}`)).toBe(2);
    expect(await count(`?agent_ids=${second}`)).toBe(1);
    expect(await count(`?agent_ids=${first}&agent_ids=${second}`)).toBe(3);
    expect(await count(`?agent_ids=${first},${second}`)).toBe(3);
    // Another workspace's agent counts nothing here.
    expect(await count(`?agent_id=${theirAgent}`)).toBe(0);
  });

  it("estimates a minute of conversation with each configured model (the embedded engines cost 0)", async () => {
    const response = await call("POST", "/v1/convai/llm-usage/calculate", {
      prompt_length: 4_000,
      number_of_pages: 30,
      rag_enabled: true,
    });
    expect(response.statusCode, response.body).toBe(200);
    const { llmPrices } = readAsSdk.llmUsage(response.json());
    const models = (await call("GET", "/v1/convai/llm/list")).json() as { llms: { llm: string }[] };
    expect(llmPrices.map((price) => price.llm)).toEqual(models.llms.map((model) => model.llm));
    for (const price of llmPrices) expect(price).toMatchObject({ pricePerMinute: 0, pricePerMessage: 0 });
    expect((await call("POST", "/v1/convai/llm-usage/calculate", { prompt_length: -1 })).statusCode).toBe(
      422,
    );
  });
});
