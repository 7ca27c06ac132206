import { messages } from "@chorus/contract";
import {
  addTestMember,
  createTestAccount,
  createTestApiKey,
  databaseKinds,
  startTestServer,
  type TestAccount,
  type TestServer,
} from "@chorus/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertLiveVoice } from "../voices/library-support.ts";
import { createAgent, endedConversation, readAgentAsSdk } from "./support.ts";

const bakery = {
  conversation_config: {
    agent: {
      first_message: "Hello {{caller_name}}, welcome to Crumb Bakery!",
      language: "en",
      prompt: {
        prompt: "You are the Crumb Bakery assistant. We open at 7 am and close at 6 pm.",
        llm: "gemini-2.5-flash",
        temperature: 0.3,
      },
      dynamic_variables: { dynamic_variable_placeholders: { caller_name: "friend" } },
    },
    tts: { voice_id: "pJr3rCeWYRHBqkDwK3A0", stability: 0.6 },
    turn: { turn_timeout: -1 },
    conversation: { max_duration_seconds: 300 },
  },
  platform_settings: {
    auth: { enable_auth: true, allowlist: [{ hostname: "shop.example.com" }] },
    privacy: { retention_days: 30 },
    data_collection: { email: { type: "string", description: "The caller's email address" } },
  },
  name: " Crumb Bakery ",
  tags: ["support", "bakery"],
};

describe.each(databaseKinds)("agents on %s", (kind) => {
  let server: TestServer;
  let owner: TestAccount;
  const call = (
    method: "GET" | "POST" | "PATCH" | "DELETE",
    url: string,
    body?: unknown,
    token = owner.accessToken,
  ) => server.request(method, url, { token, body });

  beforeAll(async () => {
    server = await startTestServer(kind);
    owner = await createTestAccount(server);
  });
  afterAll(async () => server?.close());

  it("creates an agent from parts of a configuration and answers the whole, as the SDK reads it", async () => {
    const agentId = await createAgent(server, owner, bakery);
    expect(agentId).toMatch(/^agent_[A-Za-z0-9]{24}$/);
    const got = await call("GET", `/v1/convai/agents/${agentId}`);
    expect(got.statusCode, got.body).toBe(200);
    const agent = readAgentAsSdk.agent(got.json());
    expect(agent).toMatchObject({ agentId, name: "Crumb Bakery", tags: ["support", "bakery"] });
    const body = got.json();
    expect(body.conversation_config.agent).toMatchObject({
      first_message: "Hello {{caller_name}}, welcome to Crumb Bakery!",
      language: "en",
      dynamic_variables: { dynamic_variable_placeholders: { caller_name: "friend" } },
      // The hosted product's model name is kept as written; the conversation records what answered.
      prompt: { llm: "gemini-2.5-flash", temperature: 0.3, max_tokens: -1, timezone: null },
    });
    expect(body.conversation_config.agent.prompt.built_in_tools.end_call).toMatchObject({ name: "end_call" });
    expect(body.conversation_config.tts).toMatchObject({
      voice_id: "pJr3rCeWYRHBqkDwK3A0",
      stability: 0.6,
      speed: 1,
      agent_output_audio_format: "pcm_16000",
    });
    expect(body.conversation_config.turn).toMatchObject({ turn_timeout: -1, silence_end_call_timeout: -1 });
    expect(body.conversation_config.conversation).toMatchObject({
      max_duration_seconds: 300,
      text_only: false,
    });
    expect(body.platform_settings.auth).toEqual({
      enable_auth: true,
      allowlist: [{ hostname: "shop.example.com" }],
      require_origin_header: false,
      shareable_token: null,
    });
    expect(body.platform_settings.privacy).toMatchObject({ retention_days: 30, record_voice: true });
    expect(body.platform_settings.data_collection).toEqual({
      email: { type: "string", description: "The caller's email address" },
    });
    expect(body.access_info).toEqual({
      is_creator: true,
      creator_name: owner.user.firstName ?? owner.user.email,
      creator_email: owner.user.email,
      role: "admin",
    });
    expect(body.metadata.created_at_unix_secs).toBeGreaterThan(1_700_000_000);
  });

  it("merges a change into the agent, replaces keyed collections whole, and refuses a stale version", async () => {
    const agentId = await createAgent(server, owner, bakery);
    const before = (await call("GET", `/v1/convai/agents/${agentId}`)).json();
    const changed = await call(
      "PATCH",
      `/v1/convai/agents/${agentId}?expected_version_id=${before.version_id}`,
      {
        conversation_config: { agent: { prompt: { prompt: "We bake bread." } }, tts: { speed: 1.1 } },
        platform_settings: { data_collection: { phone: { type: "string", description: "A phone number" } } },
        name: "Crumb",
      },
    );
    expect(changed.statusCode, changed.body).toBe(200);
    const after = readAgentAsSdk.agent(changed.json()) && changed.json();
    expect(after.name).toBe("Crumb");
    expect(after.conversation_config.agent.prompt).toMatchObject({
      prompt: "We bake bread.",
      temperature: 0.3,
    });
    expect(after.conversation_config.agent.first_message).toBe(
      before.conversation_config.agent.first_message,
    );
    expect(after.conversation_config.tts).toMatchObject({ speed: 1.1, stability: 0.6 });
    expect(Object.keys(after.platform_settings.data_collection)).toEqual(["phone"]);
    expect(after.version_id).not.toBe(before.version_id);

    // A second editor still holding the first version: the spec's conflict, nothing written.
    const stale = await call(
      "PATCH",
      `/v1/convai/agents/${agentId}?expected_version_id=${before.version_id}`,
      {
        name: "Overwritten",
      },
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json().detail).toEqual({
      status: "agent_version_conflict",
      message: messages.agentVersionConflict,
    });
    expect((await call("GET", `/v1/convai/agents/${agentId}`)).json().name).toBe("Crumb");
    // Overwrite: the same change without the version check.
    expect((await call("PATCH", `/v1/convai/agents/${agentId}`, { name: "Overwritten" })).json().name).toBe(
      "Overwritten",
    );
  });

  it("refuses invalid configurations with the spec's messages and writes nothing", async () => {
    const agentId = await createAgent(server, owner, bakery);
    const version = (await call("GET", `/v1/convai/agents/${agentId}`)).json().version_id;
    const refusals: [Record<string, unknown>, number, string][] = [
      [
        { platform_settings: { privacy: { zero_retention_mode: true, record_voice: true } } },
        422,
        messages.storeCallAudioWithZeroRetention,
      ],
      [
        { platform_settings: { privacy: { zero_retention_mode: true } } },
        422,
        messages.storeCallAudioWithZeroRetention,
      ],
      [
        { conversation_config: { agent: { prompt: { prompt: "Your key is {{secret__api_key}}." } } } },
        422,
        messages.agentSecretVariableNotAllowed("the system prompt"),
      ],
      [{ conversation_config: { turn: { turn_timeout: 0 } } }, 422, messages.agentSecondsOutOfRange(1, 30)],
      [
        { platform_settings: { privacy: { retention_days: 0 } } },
        422,
        messages.agentRetentionDaysInvalid(3650),
      ],
      [
        {
          platform_settings: { auth: { allowlist: [{ hostname: "a.example" }, { hostname: "A.example" }] } },
        },
        422,
        messages.agentAllowlistDuplicate,
      ],
      [
        { platform_settings: { auth: { allowlist: [{ hostname: "https://a.example/" }] } } },
        422,
        messages.agentAllowlistHostInvalid,
      ],
      [
        { conversation_config: { tts: { voice_id: "nope" } } },
        404,
        "A voice with the voice_id nope was not found.",
      ],
    ];
    for (const [body, status, message] of refusals) {
      const response = await call("PATCH", `/v1/convai/agents/${agentId}`, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      expect(response.body, JSON.stringify(body)).toContain(message);
    }
    // With record_voice off, zero retention is allowed.
    const zero = await call("PATCH", `/v1/convai/agents/${agentId}`, {
      platform_settings: { privacy: { zero_retention_mode: true, record_voice: false } },
    });
    expect(zero.statusCode, zero.body).toBe(200);
    expect(zero.json().version_id).not.toBe(version);
  });

  it("refuses a live-moderated library voice (spec 001 §5) and another workspace's voice", async () => {
    const sharer = await createTestAccount(server);
    const moderated = await insertLiveVoice(server, sharer, { sharing: { liveModerationEnabled: true } });
    const added = await call("POST", `/v1/voices/add/${sharer.user.publicUserId}/${moderated}`, {
      new_name: "Moderated",
    });
    expect(added.statusCode, added.body).toBe(200);
    const refused = await call("POST", "/v1/convai/agents/create", {
      conversation_config: { tts: { voice_id: added.json().voice_id } },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail.message).toBe(messages.liveModerationNotInAgents);
    const foreign = await call("POST", "/v1/convai/agents/create", {
      conversation_config: { tts: { voice_id: moderated } },
    });
    expect(foreign.statusCode).toBe(404);
  });

  it("lists, searches, pages, archives and summarises agents", async () => {
    const account = await createTestAccount(server);
    const ids: string[] = [];
    for (const name of ["Alpha", "Beta", "Gamma"]) {
      ids.push(await createAgent(server, account, { name, tags: name === "Beta" ? ["vip"] : [] }));
      server.clock.advance(1_000);
    }
    const list = async (query = "") => {
      const response = await call("GET", `/v1/convai/agents${query}`, undefined, account.accessToken);
      expect(response.statusCode, response.body).toBe(200);
      readAgentAsSdk.page(response.json());
      return response.json() as {
        agents: { name: string; agent_id: string }[];
        has_more: boolean;
        next_cursor?: string;
      };
    };
    expect((await list("?sort_by=name&sort_direction=asc")).agents.map((a) => a.name)).toEqual([
      "Alpha",
      "Beta",
      "Gamma",
    ]);
    expect((await list("?search=amm")).agents.map((a) => a.name)).toEqual(["Gamma"]);
    expect((await list("?tags=vip")).agents.map((a) => a.name)).toEqual(["Beta"]);
    const first = await list("?page_size=2&sort_by=name&sort_direction=asc");
    expect(first).toMatchObject({ has_more: true });
    const second = await list(`?page_size=2&sort_by=name&sort_direction=asc&cursor=${first.next_cursor}`);
    expect(second.agents.map((a) => a.name)).toEqual(["Gamma"]);
    expect(second.has_more).toBe(false);

    // call_count_7d: conversations started in the last seven days, per agent (older ones do not count).
    const day = 86_400_000;
    const calls: [number, number][] = [
      [2, 1],
      [2, 2],
      [0, 1],
      [0, 8],
      [0, 9],
      [0, 10],
    ];
    for (const [agent, daysAgo] of calls)
      await server.ports.store.conversations.insert(
        endedConversation({
          workspaceId: account.workspace.id,
          agentId: ids[agent]!,
          agentName: "Agent",
          startedAt: new Date(server.clock.now().getTime() - daysAgo * day),
          authorizationMethod: "signed_url",
        }),
      );
    expect((await list("?sort_by=call_count_7d&sort_direction=desc")).agents.map((a) => a.name)).toEqual([
      "Gamma",
      "Alpha",
      "Beta",
    ]);

    await call(
      "PATCH",
      `/v1/convai/agents/${ids[0]}`,
      { platform_settings: { archived: true } },
      account.accessToken,
    );
    expect((await list()).agents.map((a) => a.name).sort()).toEqual(["Beta", "Gamma"]);
    expect((await list("?archived=true")).agents.map((a) => a.name)).toEqual(["Alpha"]);

    const summaries = await call(
      "GET",
      `/v1/convai/agents/summaries?agent_ids=${ids[1]},missing`,
      undefined,
      account.accessToken,
    );
    expect(summaries.statusCode, summaries.body).toBe(200);
    expect(summaries.json()[ids[1]!]).toMatchObject({
      status: "success",
      data: { name: "Beta", tags: ["vip"] },
    });
    expect(summaries.json().missing).toMatchObject({
      status: "failure",
      error_code: 404,
      error_status: "agent_not_found",
    });
  });

  it("duplicates and deletes agents; another workspace's agent is not found", async () => {
    const agentId = await createAgent(server, owner, bakery);
    const duplicated = await call("POST", `/v1/convai/agents/${agentId}/duplicate`, { name: "Crumb copy" });
    expect(duplicated.statusCode, duplicated.body).toBe(200);
    const copyId = readAgentAsSdk.created(duplicated.json()).agentId;
    const copy = (await call("GET", `/v1/convai/agents/${copyId}`)).json();
    expect(copy.name).toBe("Crumb copy");
    expect(copy.conversation_config.agent.prompt.prompt).toBe(bakery.conversation_config.agent.prompt.prompt);

    const stranger = await createTestAccount(server);
    for (const [method, url] of [
      ["GET", `/v1/convai/agents/${agentId}`],
      ["PATCH", `/v1/convai/agents/${agentId}`],
      ["DELETE", `/v1/convai/agents/${agentId}`],
      ["POST", `/v1/convai/agents/${agentId}/duplicate`],
      ["GET", `/v1/convai/agents/${agentId}/link`],
    ] as const) {
      const response = await call(
        method,
        url,
        method === "GET" || method === "DELETE" ? undefined : {},
        stranger.accessToken,
      );
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json().detail).toEqual({ status: "agent_not_found", message: messages.agentNotFound });
    }

    expect((await call("DELETE", `/v1/convai/agents/${copyId}`)).statusCode).toBe(200);
    expect((await call("GET", `/v1/convai/agents/${copyId}`)).statusCode).toBe(404);
    expect((await call("DELETE", `/v1/convai/agents/${copyId}`)).statusCode).toBe(404);
  });

  it("makes one shareable link token and keeps it", async () => {
    const agentId = await createAgent(server, owner, bakery);
    const first = await call("GET", `/v1/convai/agents/${agentId}/link`);
    expect(first.statusCode, first.body).toBe(200);
    const link = readAgentAsSdk.link(first.json());
    expect(link.token?.purpose).toBe("shareable_link");
    const again = (await call("GET", `/v1/convai/agents/${agentId}/link`)).json();
    expect(again.token.conversation_token).toBe(link.token?.conversationToken);
  });

  it("lets viewers read agents but not change them; keys need the convai permission", async () => {
    const agentId = await createAgent(server, owner, bakery);
    const viewerAccount = await createTestAccount(server);
    const viewer = await addTestMember(server, owner.workspace.id, viewerAccount.user.id, "viewer");
    expect(
      (await call("GET", `/v1/convai/agents/${agentId}`, undefined, viewer.accessToken)).statusCode,
    ).toBe(200);
    const refused = await call("PATCH", `/v1/convai/agents/${agentId}`, { name: "x" }, viewer.accessToken);
    expect(refused.statusCode).toBe(403);

    const readOnly = (
      await createTestApiKey(server, {
        workspaceId: owner.workspace.id,
        userId: owner.user.id,
        permissions: ["convai_read"],
      })
    ).secret;
    const listed = await server.request("GET", "/v1/convai/agents", { apiKey: readOnly });
    expect(listed.statusCode, listed.body).toBe(200);
    const created = await server.request("POST", "/v1/convai/agents/create", {
      apiKey: readOnly,
      body: { conversation_config: {} },
    });
    expect(created.statusCode).toBe(403);
    expect(created.json().detail.status).toBe("missing_permissions");
  });

  it("lists the language models, the retrieval engine always among them", async () => {
    const response = await call("GET", "/v1/convai/llm/list");
    expect(response.statusCode, response.body).toBe(200);
    const llms = readAgentAsSdk.llms(response.json());
    expect(llms.llms.map((model) => model.llm)).toContain("chorus-retrieval");
  });
});
