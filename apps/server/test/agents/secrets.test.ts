import { schema } from "@chorus/adapters/db";
import { startFakeOpenAiServer } from "@chorus/adapters/testing/fake-openai";
import { messages, secretLimits } from "@chorus/contract";
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
  GetSecretDependenciesResponseModel,
  GetWorkspaceSecretsResponseModel,
  PostWorkspaceSecretResponseModel,
} from "@elevenlabs/elevenlabs-js/dist/serialization/index.js";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sdkReadOptions as sdkOptions } from "../sdk-read-options.ts";
import { connectConversation, listenAddress, ofType, signedQuery } from "./conversation-support.ts";
import { createAgent } from "./support.ts";

type Method = "GET" | "POST" | "PATCH" | "DELETE";

/** Secret bodies read with the official SDK's own schemas (they throw on a missing required field). */
const readAsSdk = {
  stored: (body: unknown) => PostWorkspaceSecretResponseModel.parseOrThrow(body, sdkOptions),
  secret: (body: unknown) => ConvAiWorkspaceStoredSecretConfig.parseOrThrow(body, sdkOptions),
  page: (body: unknown) => GetWorkspaceSecretsResponseModel.parseOrThrow(body, sdkOptions),
  dependencies: (body: unknown) => GetSecretDependenciesResponseModel.parseOrThrow(body, sdkOptions),
};

/** A value no other test uses, so finding it anywhere means it leaked. */
const uniqueValue = (label: string) => `sk-${label}-${Math.random().toString(36).slice(2)}-plaintext`;

describe.each(databaseKinds)("workspace secrets on %s", (kind) => {
  const logLines: string[] = [];
  let server: TestServer;
  let owner: TestAccount;
  let stranger: TestAccount;
  const as = (account: { accessToken: string }) => (method: Method, url: string, body?: unknown) =>
    server.request(method, url, { token: account.accessToken, body });
  const call = (method: Method, url: string, body?: unknown) => as(owner)(method, url, body);

  const createSecret = async (name: string, value: string, account: { accessToken: string } = owner) => {
    const response = await as(account)("POST", "/v1/convai/secrets", { name, value });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.body).not.toContain(value);
    return readAsSdk.stored(response.json());
  };
  const detailOf = (response: { json(): unknown }) =>
    (response.json() as { detail: { status: string; message: string } }).detail;
  const agentWithKey = (secretId: string, url = "https://models.example.com/v1", name = "Keyed agent") => ({
    name,
    conversation_config: {
      agent: { prompt: { custom_llm: { url, model_id: "their-model", api_key: { secret_id: secretId } } } },
      conversation: { text_only: true },
    },
  });

  beforeAll(async () => {
    // Its own server, with every request logged, so the logs can be searched for values.
    server = await startTestServer(
      kind,
      { LOG_REQUESTS: "true" },
      { logDestination: { write: (line: string) => logLines.push(line) } },
    );
    owner = await createTestAccount(server);
    stranger = await createTestAccount(server);
  });
  afterAll(async () => server?.close());

  it("creates, reads, lists, renames, replaces and deletes secrets, never answering a value", async () => {
    const account = await createTestAccount(server);
    const call = as(account);
    const value = uniqueValue("create");
    const created = await createSecret("  OpenAI key  ", value, account);
    expect(created).toEqual({
      type: "stored",
      secretId: expect.stringMatching(/^\w{20}$/),
      name: "OpenAI key",
    });

    const got = await call("GET", `/v1/convai/secrets/${created.secretId}`);
    expect(got.statusCode, got.body).toBe(200);
    expect(readAsSdk.secret(got.json())).toEqual({
      type: "stored",
      secretId: created.secretId,
      name: "OpenAI key",
      usedBy: {
        tools: [],
        toolsHasMore: false,
        agents: [],
        agentsHasMore: false,
        phoneNumbers: [],
        phoneNumbersHasMore: false,
        mcpServers: [],
        others: [],
      },
    });

    // Names are unique in any case; the value alone may repeat.
    const taken = await call("POST", "/v1/convai/secrets", { name: "openai KEY", value });
    expect(taken.statusCode).toBe(409);
    expect(detailOf(taken)).toEqual({
      status: "already_exists",
      message: messages.secretNameTaken("openai KEY"),
    });
    const blank = await call("POST", "/v1/convai/secrets", { name: "   ", value });
    expect(blank.statusCode).toBe(422);
    for (const body of [
      { name: "x".repeat(secretLimits.nameCharacters + 1), value },
      { name: "Too long", value: "v".repeat(secretLimits.valueCharacters + 1) },
      { name: "Empty", value: "" },
    ])
      expect((await call("POST", "/v1/convai/secrets", body)).statusCode).toBe(422);
    const longest = await createSecret("Longest", "v".repeat(secretLimits.valueCharacters), account);

    // By name, any case; `search` keeps names that start with it; pages carry a cursor.
    await createSecret("anthropic key", uniqueValue("list"), account);
    await createSecret("Zeta token", uniqueValue("list"), account);
    await createSecret("100%_literal", uniqueValue("list"), account);
    const all = readAsSdk.page((await call("GET", "/v1/convai/secrets")).json());
    expect(all.secrets.map((secret) => secret.name)).toEqual([
      "100%_literal",
      "anthropic key",
      "Longest",
      "OpenAI key",
      "Zeta token",
    ]);
    expect(all.nextCursor).toBeUndefined();
    const names: string[] = [];
    let cursor: string | undefined;
    for (let page = 0; page < 3; page++) {
      const query = new URLSearchParams({ page_size: "2", ...(cursor ? { cursor } : {}) });
      const answer = readAsSdk.page((await call("GET", `/v1/convai/secrets?${query}`)).json());
      names.push(...answer.secrets.map((secret) => secret.name));
      cursor = answer.nextCursor;
    }
    expect(cursor).toBeUndefined();
    expect(names).toEqual(all.secrets.map((secret) => secret.name));
    const searched = readAsSdk.page((await call("GET", "/v1/convai/secrets?search=OPEN")).json());
    expect(searched.secrets.map((secret) => secret.name)).toEqual(["OpenAI key"]);
    const literal = readAsSdk.page((await call("GET", "/v1/convai/secrets?search=100%25_")).json());
    expect(literal.secrets.map((secret) => secret.name)).toEqual(["100%_literal"]);
    const badCursor = await call("GET", "/v1/convai/secrets?cursor=bm90LWEtY3Vyc29y");
    expect(badCursor.statusCode).toBe(400);

    // The SDK sends name and value together; either alone is taken too.
    const newValue = uniqueValue("replaced");
    const renamed = await call("PATCH", `/v1/convai/secrets/${created.secretId}`, {
      name: "OpenAI production key",
      value: newValue,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.body).not.toContain(newValue);
    expect(readAsSdk.stored(renamed.json())).toEqual({
      type: "stored",
      secretId: created.secretId,
      name: "OpenAI production key",
    });
    const onlyName = await call("PATCH", `/v1/convai/secrets/${created.secretId}`, { name: "OpenAI" });
    expect(readAsSdk.stored(onlyName.json()).name).toBe("OpenAI");
    const clash = await call("PATCH", `/v1/convai/secrets/${created.secretId}`, { name: "ZETA TOKEN" });
    expect(clash.statusCode).toBe(409);
    expect(detailOf(clash).status).toBe("already_exists");
    // The value is the replaced one, and the name the last one written.
    await expect(
      server.ports.store.secrets.find(account.workspace.id, created.secretId),
    ).resolves.toMatchObject({
      name: "OpenAI",
    });

    for (const id of [created.secretId, longest.secretId]) {
      const deleted = await call("DELETE", `/v1/convai/secrets/${id}`);
      expect(deleted.statusCode, deleted.body).toBe(200);
    }
    const gone = await call("GET", `/v1/convai/secrets/${created.secretId}`);
    expect(gone.statusCode).toBe(404);
    expect(detailOf(gone)).toEqual({
      status: "secret_not_found",
      message: messages.secretNotFound(created.secretId),
    });
    expect((await call("DELETE", `/v1/convai/secrets/${created.secretId}`)).statusCode).toBe(404);
  });

  it("stores only ciphertext, bound to its row, and keeps values out of the logs", async () => {
    const value = uniqueValue("at-rest");
    const created = await createSecret("At rest", value);
    const [row] = await server.database
      .select()
      .from(schema.workspaceSecrets)
      .where(eq(schema.workspaceSecrets.id, created.secretId));
    expect(row).toBeDefined();
    expect(JSON.stringify(row)).not.toContain(value);
    expect(JSON.stringify(row)).not.toContain(Buffer.from(value).toString("base64"));
    expect(row!.keyId).toMatch(/^k1-[0-9a-f]{16}$/);
    expect(row!.ciphertext).toMatch(/^v1\./);

    // A ciphertext copied onto another row does not open there.
    const other = await createSecret("Other row", uniqueValue("other"));
    await server.database
      .update(schema.workspaceSecrets)
      .set({ ciphertext: row!.ciphertext })
      .where(eq(schema.workspaceSecrets.id, other.secretId));
    const moved = await server.ports.store.secrets.find(owner.workspace.id, other.secretId);
    expect(() =>
      server.ports.secretCipher.open(
        moved!.value,
        `workspace-secret:${owner.workspace.id}:${other.secretId}`,
      ),
    ).toThrow();

    // Refused and failing writes with values in them: none reaches a log line.
    const refused = uniqueValue("refused");
    await call("POST", "/v1/convai/secrets", { name: "At rest", value: refused });
    await call("POST", "/v1/convai/secrets", { name: "x".repeat(500), value: refused });
    const constraint = `no_${kind}_secret_${Date.now()}`;
    await server.database.execute(
      sql.raw(`ALTER TABLE workspace_secrets ADD CONSTRAINT ${constraint} CHECK (name <> 'Breaks the row')`),
    );
    const failing = uniqueValue("failing");
    const failed = await call("POST", "/v1/convai/secrets", { name: "Breaks the row", value: failing });
    expect(failed.statusCode).toBe(500);
    await server.database.execute(sql.raw(`ALTER TABLE workspace_secrets DROP CONSTRAINT ${constraint}`));
    await call("PATCH", `/v1/convai/secrets/${created.secretId}`, { value: refused });
    const logged = logLines.join("\n");
    expect(logged).toContain("/v1/convai/secrets");
    for (const secret of [value, refused, failing]) expect(logged).not.toContain(secret);
  });

  it("lists the agents that use a secret, refuses to delete it while used, and frees it when they stop", async () => {
    const secret = await createSecret("Model server key", uniqueValue("used"));
    const unused = await createSecret("Unused key", uniqueValue("unused"));
    const first = await createAgent(server, owner, agentWithKey(secret.secretId, undefined, "First user"));
    server.clock.advance(1_000);
    const second = await createAgent(server, owner, agentWithKey(secret.secretId, undefined, "Second user"));

    const got = readAsSdk.secret((await call("GET", `/v1/convai/secrets/${secret.secretId}`)).json());
    expect(got.usedBy.agents).toEqual([
      expect.objectContaining({ type: "available", id: second, name: "Second user", accessLevel: "admin" }),
      expect.objectContaining({ type: "available", id: first, name: "First user", accessLevel: "admin" }),
    ]);
    expect(got.usedBy.agentsHasMore).toBe(false);

    const listed = readAsSdk.page(
      (await call("GET", "/v1/convai/secrets?dependency_limit=1&search=Model")).json(),
    );
    expect(listed.secrets[0]!.usedBy.agents.map((agent) => agent.id)).toEqual([second]);
    expect(listed.secrets[0]!.usedBy.agentsHasMore).toBe(true);

    const page1 = readAsSdk.dependencies(
      (await call("GET", `/v1/convai/secrets/${secret.secretId}/dependencies/agents?page_size=1`)).json(),
    );
    expect(page1.dependencies.map((agent) => (agent as { id: string }).id)).toEqual([second]);
    const page2 = readAsSdk.dependencies(
      (
        await call(
          "GET",
          `/v1/convai/secrets/${secret.secretId}/dependencies/agents?page_size=1&cursor=${page1.nextCursor}`,
        )
      ).json(),
    );
    expect(page2.dependencies.map((agent) => (agent as { id: string }).id)).toEqual([first]);
    expect(page2.nextCursor).toBeUndefined();
    for (const type of ["tools", "phone_numbers", "mcp_servers"]) {
      const none = await call("GET", `/v1/convai/secrets/${secret.secretId}/dependencies/${type}`);
      expect(none.statusCode, none.body).toBe(200);
      expect(none.json()).toEqual({ dependencies: [] });
    }

    const refused = await call("DELETE", `/v1/convai/secrets/${secret.secretId}`);
    expect(refused.statusCode).toBe(409);
    expect(detailOf(refused)).toEqual({ status: "secret_in_use", message: messages.secretInUse(2) });

    // One agent moves to another key, the other is deleted: the secret is free.
    const moved = await call("PATCH", `/v1/convai/agents/${first}`, {
      conversation_config: {
        agent: {
          prompt: {
            custom_llm: { url: "https://models.example.com/v1", api_key: { secret_id: unused.secretId } },
          },
        },
      },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(detailOf(await call("DELETE", `/v1/convai/secrets/${secret.secretId}`))).toEqual({
      status: "secret_in_use",
      message: messages.secretInUse(1),
    });
    expect((await call("DELETE", `/v1/convai/agents/${second}`)).statusCode).toBe(200);
    expect((await call("DELETE", `/v1/convai/secrets/${secret.secretId}`)).statusCode).toBe(200);
    // A copy of an agent uses its secret too.
    const copy = await call("POST", `/v1/convai/agents/${first}/duplicate`, { name: "Copy" });
    expect(copy.statusCode, copy.body).toBe(200);
    const users = readAsSdk.secret((await call("GET", `/v1/convai/secrets/${unused.secretId}`)).json());
    expect(users.usedBy.agents.map((agent) => agent.id).sort()).toEqual([first, copy.json().agent_id].sort());
  });

  it("refuses an agent naming an unknown or another workspace's secret, and hides secrets across workspaces", async () => {
    const theirs = await createSecret("Their key", uniqueValue("theirs"), stranger);
    for (const secretId of ["no-such-secret", theirs.secretId]) {
      const created = await call("POST", "/v1/convai/agents/create", {
        conversation_config: agentWithKey(secretId).conversation_config,
      });
      expect(created.statusCode).toBe(404);
      expect(detailOf(created)).toEqual({
        status: "secret_not_found",
        message: messages.secretNotFound(secretId),
      });
    }
    const agentId = await createAgent(server, owner, { name: "Keyless" });
    const patched = await call("PATCH", `/v1/convai/agents/${agentId}`, {
      conversation_config: agentWithKey(theirs.secretId).conversation_config,
    });
    expect(patched.statusCode).toBe(404);
    expect(detailOf(patched).status).toBe("secret_not_found");

    for (const [method, path, body] of [
      ["GET", `/v1/convai/secrets/${theirs.secretId}`, undefined],
      ["PATCH", `/v1/convai/secrets/${theirs.secretId}`, { name: "Mine now" }],
      ["DELETE", `/v1/convai/secrets/${theirs.secretId}`, undefined],
      ["GET", `/v1/convai/secrets/${theirs.secretId}/dependencies/agents`, undefined],
    ] as const) {
      const response = await call(method, path, body);
      expect(response.statusCode, `${method} ${path}`).toBe(404);
      expect(detailOf(response).status).toBe("secret_not_found");
    }
    const mine = readAsSdk.page((await call("GET", "/v1/convai/secrets?search=Their")).json());
    expect(mine.secrets).toEqual([]);
    await expect(
      server.ports.store.secrets.find(stranger.workspace.id, theirs.secretId),
    ).resolves.toMatchObject({
      name: "Their key",
    });
  });

  it("lets only the creator or an admin change or delete a secret, and viewers none", async () => {
    const memberAccount = await createTestAccount(server);
    const member = await addTestMember(server, owner.workspace.id, memberAccount.user.id, "member");
    const viewerAccount = await createTestAccount(server);
    const viewer = await addTestMember(server, owner.workspace.id, viewerAccount.user.id, "viewer");

    const ownersSecret = await createSecret("Owner's key", uniqueValue("owner"));
    const membersSecret = await createSecret("Member's key", uniqueValue("member"), member);
    for (const [method, body] of [
      ["PATCH", { name: "Taken over" }],
      ["DELETE", undefined],
    ] as const) {
      const response = await as(member)(method, `/v1/convai/secrets/${ownersSecret.secretId}`, body);
      expect(response.statusCode).toBe(403);
      expect(detailOf(response)).toEqual({ status: "forbidden", message: messages.secretOwnerOrAdmin });
    }
    expect(
      (await as(member)("PATCH", `/v1/convai/secrets/${membersSecret.secretId}`, { name: "Mine" }))
        .statusCode,
    ).toBe(200);
    // The workspace's owner (an admin) may change anyone's.
    expect(
      (await call("PATCH", `/v1/convai/secrets/${membersSecret.secretId}`, { name: "Audited" })).statusCode,
    ).toBe(200);

    expect((await as(viewer)("GET", `/v1/convai/secrets/${ownersSecret.secretId}`)).statusCode).toBe(200);
    const viewerCreate = await as(viewer)("POST", "/v1/convai/secrets", { name: "Viewer's", value: "x" });
    expect(viewerCreate.statusCode).toBe(403);
    expect((await as(member)("DELETE", `/v1/convai/secrets/${membersSecret.secretId}`)).statusCode).toBe(200);
  });

  it("sends the agent's own model server the secret as its bearer key, and reads the replaced value next time", async () => {
    const value = uniqueValue("bearer");
    const own = await startFakeOpenAiServer({ apiKey: value, models: ["their-model"] });
    try {
      const secret = await createSecret("Their model server", value);
      const agentId = await createAgent(server, owner, agentWithKey(secret.secretId, own.baseUrl));
      const talk = async (text: string) => {
        const signed = await call("GET", `/v1/convai/conversation/get-signed-url?agent_id=${agentId}`);
        const client = connectConversation(
          await listenAddress(server),
          signedQuery(signed.json().signed_url),
        );
        client.send({ type: "conversation_initiation_client_data" });
        await client.waitFor(ofType("conversation_initiation_metadata"));
        client.send({ type: "user_message", text });
        return client;
      };

      own.script({ text: "Authorised by your key." });
      const client = await talk("Who answers?");
      expect((await client.waitFor(ofType("agent_response"))).agent_response_event.agent_response).toBe(
        "Authorised by your key.",
      );
      const request = own.requests.find((entry) => entry.path === "/v1/chat/completions")!;
      expect(request.headers.authorization).toBe(`Bearer ${value}`);
      expect(JSON.stringify(client.frames)).not.toContain(value);
      client.ws.close();
      await client.closed;

      // A replaced value is what the next conversation sends; the fake now refuses the old one.
      const replaced = uniqueValue("replaced-bearer");
      await call("PATCH", `/v1/convai/secrets/${secret.secretId}`, { value: replaced });
      own.script({ text: "Still you." });
      const next = await talk("And now?");
      const failure = await next.waitFor(
        (frame) => frame.type === "agent_response" || frame.type === "error",
      );
      expect(failure.type).toBe("error");
      expect(own.requests.at(-1)!.headers.authorization).toBe(`Bearer ${replaced}`);
      expect(JSON.stringify(next.frames)).not.toContain(replaced);
      next.ws.close();
      await next.closed;
      expect(logLines.join("\n")).not.toContain(value);
      expect(logLines.join("\n")).not.toContain(replaced);
    } finally {
      await own.close();
    }
  });
});
