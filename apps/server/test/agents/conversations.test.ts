import { messages } from "@chorus/contract";
import { deleteExpiredConversations, setWorkspaceCreditsUsed } from "@chorus/domain";
import {
  createTestAccount,
  createTestApiKey,
  databaseKinds,
  startTestServer,
  type TestAccount,
  type TestServer,
} from "@chorus/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectConversation, listenAddress, ofType, signedQuery } from "./conversation-support.ts";
import { createAgent, readAgentAsSdk } from "./support.ts";

const bakeryPrompt =
  "You are the assistant of Crumb Bakery. Crumb Bakery opens at 7 am and closes at 6 pm every day. A sourdough loaf costs 5 euros.";

describe.each(databaseKinds)("conversations on %s", (kind) => {
  let server: TestServer;
  let owner: TestAccount;
  let base: string;
  const call = (method: "GET" | "POST" | "PATCH" | "DELETE", url: string, body?: unknown) =>
    server.request(method, url, { token: owner.accessToken, body });
  const signedUrl = async (agentId: string) => {
    const response = await call("GET", `/v1/convai/conversation/get-signed-url?agent_id=${agentId}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().signed_url as string;
  };

  beforeAll(async () => {
    server = await startTestServer(kind, {}, { own: true });
    owner = await createTestAccount(server);
    base = await listenAddress(server);
  });
  afterAll(async () => server?.close());

  it("holds a text conversation through a signed URL: first message, answers from the prompt, end_call, history and one charge", async () => {
    const agentId = await createAgent(server, owner, {
      name: "Crumb",
      conversation_config: {
        agent: { first_message: "Hello {{name}}, this is Crumb Bakery.", prompt: { prompt: bakeryPrompt } },
        conversation: { text_only: true },
      },
    });
    const url = await signedUrl(agentId);
    expect(url).toMatch(
      /^wss?:\/\/.+\/v1\/convai\/conversation\?agent_id=agent_\w+&conversation_signature=cvsig_/,
    );
    const client = connectConversation(base, signedQuery(url));
    expect(await client.protocol).toBe("convai");
    client.send({ type: "conversation_initiation_client_data", dynamic_variables: { name: "Ada" } });
    const metadata = await client.waitFor(ofType("conversation_initiation_metadata"));
    expect(client.frames[0]).toBe(metadata);
    const conversationId = metadata.conversation_initiation_metadata_event.conversation_id as string;
    expect(metadata.conversation_initiation_metadata_event).toMatchObject({
      agent_output_audio_format: "pcm_16000",
      user_input_audio_format: "pcm_16000",
    });
    const greeting = await client.waitFor(ofType("agent_response"));
    expect(greeting.agent_response_event.agent_response).toBe("Hello Ada, this is Crumb Bakery.");

    server.clock.advance(30_000);
    client.send({ type: "user_message", text: "When do you open in the morning?" });
    const answer = await client.waitFor((frame) => frame.type === "agent_response" && frame !== greeting);
    expect(answer.agent_response_event.agent_response).toContain("7 am");

    client.send({ type: "user_message", text: "Thanks, goodbye!" });
    const closed = await client.closed;
    expect(closed.code).toBe(1000);
    expect(
      client.frames.some(
        (frame) => frame.type === "agent_tool_response" && frame.agent_tool_response.tool_name === "end_call",
      ),
    ).toBe(true);

    const got = await call("GET", `/v1/convai/conversations/${conversationId}`);
    expect(got.statusCode, got.body).toBe(200);
    readAgentAsSdk.conversation(got.json());
    const conversation = got.json();
    expect(conversation).toMatchObject({ agent_id: agentId, status: "done", has_audio: false });
    expect(conversation.metadata).toMatchObject({
      call_duration_secs: 30,
      cost: 500,
      text_only: true,
      termination_reason: "end_call tool was called",
    });
    const roles = conversation.transcript.map((turn: { role: string }) => turn.role);
    expect(roles).toEqual(["agent", "user", "agent", "user", "agent"]);
    expect(conversation.transcript[2].producing_llm).toBe("chorus-retrieval");
    expect(conversation.transcript[4].tool_calls[0]).toMatchObject({ tool_name: "end_call" });

    // Charged once, by the second: 30 s at 1,000 credits a minute.
    const ledger = await server.ports.store.creditLedger.findByRequest(conversationId, "charge");
    const refund = await server.ports.store.creditLedger.findByRequest(conversationId, "refund");
    expect(ledger!.amount - (refund?.amount ?? 0)).toBe(500);
    expect(ledger!.leaseExpiresAt).toBeNull();

    const listed = await call("GET", `/v1/convai/conversations?agent_id=${agentId}`);
    readAgentAsSdk.conversations(listed.json());
    expect(listed.json().conversations.map((c: { conversation_id: string }) => c.conversation_id)).toEqual([
      conversationId,
    ]);

    // The signature was used up.
    const again = connectConversation(base, signedQuery(url));
    again.send({ type: "conversation_initiation_client_data" });
    const refused = await again.waitFor(ofType("error"));
    expect(refused.error_event).toMatchObject({ code: 1008, message: messages.invalidConversationSignature });
    expect((await again.closed).code).toBe(1008);
  });

  it("speaks replies with the agent's voice: audio frames with alignment before agent_response's turn ends", async () => {
    const agentId = await createAgent(server, owner, {
      conversation_config: {
        agent: { first_message: "Welcome to the bakery.", prompt: { prompt: bakeryPrompt } },
      },
    });
    const client = connectConversation(base, signedQuery(await signedUrl(agentId)));
    client.send({ type: "conversation_initiation_client_data" });
    const audio = await client.waitFor(ofType("audio"));
    expect(audio.audio_event.event_id).toBeGreaterThan(0);
    const pcm = Buffer.from(audio.audio_event.audio_base_64, "base64");
    expect(pcm.length).toBeGreaterThan(3200);
    expect(pcm.length % 2).toBe(0);
    expect(audio.audio_event.alignment.chars.join("")).toContain("Welcome");
    expect(audio.audio_event.alignment.char_start_times_ms).toHaveLength(
      audio.audio_event.alignment.chars.length,
    );
    client.ws.close();
    await client.closed;
  });

  it("refuses what it must with the protocol's error frame, and answers a bad frame without ending the call", async () => {
    const privateAgent = await createAgent(server, owner, {
      conversation_config: { agent: { first_message: "Hi {{name}}." }, conversation: { text_only: true } },
      platform_settings: { auth: { enable_auth: true } },
    });
    const unsigned = connectConversation(base, { agent_id: privateAgent });
    unsigned.send({ type: "conversation_initiation_client_data" });
    expect((await unsigned.waitFor(ofType("error"))).error_event).toMatchObject({
      code: 1008,
      message: messages.agentRequiresAuthentication,
    });
    expect((await unsigned.closed).code).toBe(1008);

    const missing = connectConversation(base, signedQuery(await signedUrl(privateAgent)));
    missing.send({ type: "conversation_initiation_client_data" });
    expect((await missing.waitFor(ofType("error"))).error_event.message).toBe(
      messages.missingDynamicVariables(["name"]),
    );

    const publicAgent = await createAgent(server, owner, {
      conversation_config: { agent: { first_message: "Hi." }, conversation: { text_only: true } },
      platform_settings: { auth: { allowlist: [{ hostname: "shop.example.com" }] } },
    });
    const elsewhere = connectConversation(
      base,
      { agent_id: publicAgent },
      { headers: { origin: "https://evil.example" } },
    );
    elsewhere.send({ type: "conversation_initiation_client_data" });
    expect((await elsewhere.waitFor(ofType("error"))).error_event.message).toBe(
      messages.agentOriginNotAllowed("https://evil.example"),
    );

    const allowed = connectConversation(
      base,
      { agent_id: publicAgent },
      { headers: { origin: "https://shop.example.com" } },
    );
    allowed.send({ type: "conversation_initiation_client_data" });
    await allowed.waitFor(ofType("agent_response"));
    allowed.sendRaw("{not json");
    allowed.send({ type: "no_such_message" });
    const errors = [
      await allowed.waitFor(ofType("error")),
      await allowed.waitFor((f) => f.type === "error" && f !== allowed.frames.find(ofType("error"))),
    ];
    expect(errors[1]!.error_event.message).toBe(messages.unknownConversationMessage("no_such_message"));
    allowed.send({ type: "user_message", text: "Hello" });
    await allowed.waitFor(
      (frame) => frame.type === "agent_response" && frame.agent_response_event.agent_response !== "Hi.",
    );
    allowed.ws.close();
    await allowed.closed;
  });

  it("refuses a WebRTC token, with no key, saying to use the WebSocket: there is no LiveKit server", async () => {
    const agentId = await createAgent(server, owner, { name: "Public" });
    const response = await server.request(
      "GET",
      `/v1/convai/conversation/token?agent_id=${agentId}&source=js_sdk&version=0.7.0`,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      detail: { status: "unsupported_feature", message: messages.webrtcUnavailable },
    });
  });

  it("answers the quota refusal as an error frame", async () => {
    const poor = await createTestAccount(server);
    const agentId = await createAgent(server, poor, {
      conversation_config: { conversation: { text_only: true } },
    });
    // The free plan's credits, all spent.
    await setWorkspaceCreditsUsed({ ports: server.ports }, { workspaceId: poor.workspace.id, used: 10_000 });
    const response = await server.request(
      "GET",
      `/v1/convai/conversation/get-signed-url?agent_id=${agentId}`,
      {
        token: poor.accessToken,
      },
    );
    const client = connectConversation(base, signedQuery(response.json().signed_url));
    client.send({ type: "conversation_initiation_client_data" });
    const error = await client.waitFor(ofType("error"));
    expect(error.error_event).toMatchObject({ code: 1008, error_type: "quota_exceeded" });
    expect((await client.closed).code).toBe(1008);
  });

  it("charges calls from the test panel at half rate, for a signed-in member only (spec 001 §9)", async () => {
    const agentId = await createAgent(server, owner, {
      conversation_config: { conversation: { text_only: true } },
    });
    const key = (await createTestApiKey(server, { workspaceId: owner.workspace.id, userId: owner.user.id }))
      .secret;
    const costOf = async (headers: { token?: string; apiKey?: string }) => {
      const response = await server.request(
        "GET",
        `/v1/convai/conversation/get-signed-url?agent_id=${agentId}&development=true`,
        headers,
      );
      expect(response.json().signed_url).toContain("development=true");
      const client = connectConversation(base, signedQuery(response.json().signed_url));
      client.send({ type: "conversation_initiation_client_data" });
      const id = (await client.waitFor(ofType("conversation_initiation_metadata")))
        .conversation_initiation_metadata_event.conversation_id as string;
      server.clock.advance(60_000);
      client.ws.close();
      await client.closed;
      await expect
        .poll(async () => (await server.ports.store.conversations.find(owner.workspace.id, id))?.status)
        .toBe("done");
      return (await server.ports.store.conversations.find(owner.workspace.id, id))!;
    };
    const panel = await costOf({ token: owner.accessToken });
    expect(panel.cost).toBe(500);
    expect(panel.metadata).toMatchObject({ development: true, charging: { creditsPerMinute: 500 } });
    const production = await costOf({ apiKey: key });
    expect(production.cost).toBe(1000);
    expect(production.metadata.development).toBe(false);
  });

  it("refuses a call over the agent's own concurrency limit as an error frame", async () => {
    const agentId = await createAgent(server, owner, {
      conversation_config: { conversation: { text_only: true } },
      platform_settings: { call_limits: { agent_concurrency_limit: 1 } },
    });
    const open = async () => {
      const response = await call("GET", `/v1/convai/conversation/get-signed-url?agent_id=${agentId}`);
      const client = connectConversation(base, signedQuery(response.json().signed_url));
      client.send({ type: "conversation_initiation_client_data" });
      return client;
    };
    const first = await open();
    await first.waitFor(ofType("conversation_initiation_metadata"));
    const second = await open();
    expect((await second.waitFor(ofType("error"))).error_event).toMatchObject({
      code: 1008,
      message: messages.conversationConcurrencyLimit,
    });
    first.ws.close();
    await first.closed;
  });

  it("deletes conversations older than the agent's retention, and keeps them when it is -1", async () => {
    const kept = await createAgent(server, owner, {
      conversation_config: { conversation: { text_only: true } },
    });
    const brief = await createAgent(server, owner, {
      conversation_config: { conversation: { text_only: true } },
      platform_settings: { privacy: { retention_days: 2 } },
    });
    const ids: Record<string, string> = {};
    for (const agentId of [kept, brief]) {
      const response = await call("GET", `/v1/convai/conversation/get-signed-url?agent_id=${agentId}`);
      const client = connectConversation(base, signedQuery(response.json().signed_url));
      client.send({ type: "conversation_initiation_client_data" });
      ids[agentId] = (
        await client.waitFor(ofType("conversation_initiation_metadata"))
      ).conversation_initiation_metadata_event.conversation_id;
      client.ws.close();
      await client.closed;
      await expect
        .poll(
          async () =>
            (await server.ports.store.conversations.find(owner.workspace.id, ids[agentId]!))?.status,
        )
        .toBe("done");
    }
    server.clock.advance(3 * 86_400_000);
    expect(await deleteExpiredConversations(server.ports)).toBeGreaterThanOrEqual(1);
    // (The session's access token has expired by now: the rows are read directly.)
    expect(await server.ports.store.conversations.find(owner.workspace.id, ids[brief]!)).toBeUndefined();
    expect(await server.ports.store.conversations.find(owner.workspace.id, ids[kept]!)).toBeDefined();
  });
});
