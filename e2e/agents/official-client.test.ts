import { messages } from "@chorus/contract";
import type { Browser } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { type SharedChorusAccount, sharedChorusAccount } from "../support/shared-chorus-account.ts";
import { launchBrowser } from "../web/support/browser.ts";
import { agentApi, type Json } from "./support/agent-api.ts";
import { type ClientPageServer, serveClientPage } from "./support/client-page-server.ts";
import { type ClientSession, openClientSession } from "./support/client-session.ts";

const clientVersion = "1.25.0";
const bakeryPrompt =
  "You are the assistant of Crumb Bakery. Crumb Bakery opens at 7 am and closes at 6 pm every day. A sourdough loaf costs 5 euros.";
const firstMessage = "Hello, this is Crumb Bakery. How can I help?";
/** Conversations cost 1,000 credits a minute, charged by the second. */
const creditsFor = (seconds: number) => Math.ceil((seconds * 1000) / 60);

/**
 * The official agents client, `@elevenlabs/client`'s browser bundle, in headless Chromium on a page
 * of its own origin, holding text conversations with an agent of the shared Chorus process: through
 * a signed URL, and as a public agent whose allowlist names (or does not name) the page's host.
 */
describe("official @elevenlabs/client in Chromium against Chorus", () => {
  /**
   * An account of its own for each case: an open call reserves credits, so a call a failed case
   * left open would otherwise refuse the next case's with quota_exceeded.
   */
  let accounts: { signedUrl: SharedChorusAccount; publicAgent: SharedChorusAccount };
  /** The account the running case acts as. */
  let account: SharedChorusAccount;
  let browser: Browser;
  let page: ClientPageServer;
  let otherPage: ClientPageServer;

  const { api, createAgent } = agentApi(() => account);
  const creditsUsed = async () => (await api("GET", "/v1/user/subscription")).character_count as number;
  /** The conversation once it is over (it passes through "processing" while its credits settle). */
  const finished = async (conversationId: string) => {
    let conversation: Json = {};
    await expect
      .poll(async () => {
        conversation = await api("GET", `/v1/convai/conversations/${conversationId}`);
        return conversation.status;
      })
      .toBe("done");
    return conversation;
  };
  let sessions: ClientSession[] = [];
  const open = async (origin: string) => {
    const session = await openClientSession(browser, origin);
    sessions.push(session);
    return session;
  };

  beforeAll(async () => {
    let signedUrl: SharedChorusAccount;
    let publicAgent: SharedChorusAccount;
    [signedUrl, publicAgent, browser, page, otherPage] = await Promise.all([
      sharedChorusAccount("official-client-signed"),
      sharedChorusAccount("official-client-public"),
      launchBrowser(),
      serveClientPage(),
      serveClientPage(),
    ]);
    accounts = { signedUrl, publicAgent };
  });
  afterEach(async () => {
    // Closing a page closes its socket: the server ends a call still open.
    await Promise.all(sessions.map((session) => session.close()));
    sessions = [];
  });
  afterAll(async () => {
    await browser?.close();
    await Promise.all([page?.close(), otherPage?.close()]);
  });

  it("holds a text conversation through a signed URL: first message, an answer from the prompt, end_call, history and one charge", async () => {
    account = accounts.signedUrl;
    const agentId = await createAgent({
      name: "Crumb (signed URL)",
      conversation_config: {
        agent: { first_message: firstMessage, prompt: { prompt: bakeryPrompt } },
        conversation: { text_only: true },
        // No "Are you still there?" in the transcript when a loaded machine is slow between turns.
        turn: { turn_timeout: -1 },
      },
    });
    const before = await creditsUsed();
    const { signed_url: signedUrl } = await api(
      "GET",
      `/v1/convai/conversation/get-signed-url?agent_id=${agentId}`,
    );
    expect(signedUrl).toMatch(
      new RegExp(
        `^${account.chorus.url.replace(/^http/, "ws")}/v1/convai/conversation\\?agent_id=${agentId}&conversation_signature=`,
      ),
    );

    const session = await open(page.origin);
    const startedAt = Date.now();
    const started = await session.start({ signedUrl, textOnly: true });
    expect(started, await session.describe()).toMatchObject({ ok: true });
    const conversationId = (started as { conversationId: string }).conversationId;
    expect(conversationId).toBeTruthy();
    // The client added its source and version to the signed URL, and sent the init frame first.
    expect(session.socketUrls).toEqual([`${signedUrl}&source=js_sdk&version=${clientVersion}`]);
    expect(session.frames[0]).toMatchObject({
      direction: "sent",
      json: {
        type: "conversation_initiation_client_data",
        conversation_config_override: { conversation: { text_only: true } },
        source_info: { source: "js_sdk", version: clientVersion },
      },
    });
    expect(session.frames.find((f) => f.direction === "received")?.json.type).toBe(
      "conversation_initiation_metadata",
    );
    const [connect] = await session.events("connect");
    expect(connect?.data).toEqual({ conversationId });

    const [greeting] = await session.waitForEvents("message", 1, { source: "ai" });
    expect(greeting?.data).toMatchObject({ source: "ai", role: "agent", message: firstMessage });

    await session.send("When do you open?");
    const answer = (await session.waitForEvents("message", 2, { source: "ai" }))[1]!;
    expect(answer.data.message).toContain("7 am");
    expect(answer.data.message).not.toContain("5 euros");

    // A pause, so that the call lasts a few seconds and its charge shows it is by the second.
    await new Promise((resolve) => setTimeout(resolve, 2_200));
    const goodbyeAt = Date.now();
    await session.send("Thanks, goodbye!");
    const [disconnect] = await session.waitForEvents("disconnect");
    const endedAt = Date.now();
    // end_call ends the session as the agent's doing (the client closes on the tool response; the
    // server's own close, when it comes first, is a 1000).
    expect(disconnect?.data.reason).toBe("agent");
    if (disconnect?.data.closeCode !== undefined) expect(disconnect.data.closeCode).toBe(1000);
    const toolResponses = await session.events("tool_response");
    expect(toolResponses.map((e) => e.data.tool_name)).toEqual(["end_call"]);
    expect(toolResponses[0]!.data.is_error).toBe(false);
    const aiMessages = (await session.events("message")).filter((e) => e.data.source === "ai");
    expect(aiMessages).toHaveLength(3);

    expect((await session.events("status")).map((e) => e.data.status)).toEqual([
      "connecting",
      "connected",
      "disconnecting",
      "disconnected",
    ]);
    expect((await session.events("mode")).map((e) => e.data.mode)).toEqual(["listening"]);
    expect(await session.events("error")).toEqual([]);
    // A text conversation carries no audio.
    expect(session.frames.filter((f) => f.json.type === "audio")).toEqual([]);
    expect(session.console).toEqual([]);

    // History: done, every turn, as the SDK's source.
    const conversation = await finished(conversationId);
    expect(conversation).toMatchObject({
      agent_id: agentId,
      conversation_id: conversationId,
      has_audio: false,
      conversation_initiation_client_data: { source_info: { source: "js_sdk", version: clientVersion } },
    });
    expect(conversation.metadata).toMatchObject({
      text_only: true,
      authorization_method: "signed_url",
      termination_reason: "end_call tool was called",
      error: null,
    });
    const transcript = conversation.transcript as Json[];
    expect(transcript.map((turn) => [turn.role, turn.message])).toEqual([
      ["agent", firstMessage],
      ["user", "When do you open?"],
      ["agent", answer.data.message],
      ["user", "Thanks, goodbye!"],
      ["agent", aiMessages[2]!.data.message],
    ]);
    expect(transcript[4]!.tool_calls.map((call: Json) => call.tool_name)).toEqual(["end_call"]);

    // Charged once, by the second, for the call's duration.
    const seconds = conversation.metadata.call_duration_secs as number;
    expect(seconds).toBeGreaterThanOrEqual(Math.floor((goodbyeAt - answer.at) / 1000));
    expect(seconds).toBeLessThanOrEqual(Math.ceil((endedAt - startedAt) / 1000) + 1);
    expect(conversation.metadata.cost).toBe(creditsFor(seconds));
    expect(conversation.metadata.charging).toMatchObject({
      call_charge: creditsFor(seconds),
      dev_discount: false,
    });
    await expect.poll(creditsUsed).toBe(before + creditsFor(seconds));

    const listed = await api("GET", `/v1/convai/conversations?agent_id=${agentId}`);
    expect(listed.conversations).toHaveLength(1);
    expect(listed.conversations[0]).toMatchObject({
      conversation_id: conversationId,
      agent_id: agentId,
      status: "done",
      message_count: 5,
      call_duration_secs: seconds,
    });

    // The signed URL was used up: a second session with it is refused, and nothing is charged.
    const again = await open(page.origin);
    const refused = await again.start({ signedUrl, textOnly: true });
    expect(refused, await again.describe()).toMatchObject({
      ok: false,
      name: "SessionConnectionError",
      message: messages.invalidConversationSignature,
      closeCode: 1008,
    });
    expect(
      again.frames.find((f) => f.direction === "received" && f.json.type === "error")?.json.error_event,
    ).toMatchObject({ code: 1008, message: messages.invalidConversationSignature });
    expect(await again.events("connect")).toEqual([]);
    expect((await api("GET", `/v1/convai/conversations?agent_id=${agentId}`)).conversations).toHaveLength(1);
    expect(await creditsUsed()).toBe(before + creditsFor(seconds));
  });

  it("talks to a public agent from a page its allowlist names, and refuses a page it does not", async () => {
    account = accounts.publicAgent;
    // Not a text-only agent: the client's textOnly override (allowed by default) makes the call text.
    const agentId = await createAgent({
      name: "Crumb (public)",
      conversation_config: {
        agent: { first_message: firstMessage, prompt: { prompt: bakeryPrompt } },
        turn: { turn_timeout: -1 },
      },
      platform_settings: { auth: { allowlist: [{ hostname: page.host }] } },
    });
    const chorusOrigin = account.chorus.url.replace(/^http/, "ws");
    const options = { agentId, origin: chorusOrigin, connectionType: "websocket", textOnly: true };

    const session = await open(page.origin);
    const started = await session.start(options);
    expect(started, await session.describe()).toMatchObject({ ok: true });
    const conversationId = (started as { conversationId: string }).conversationId;
    expect(session.socketUrls).toEqual([
      `${chorusOrigin}/v1/convai/conversation?agent_id=${agentId}&source=js_sdk&version=${clientVersion}`,
    ]);
    const [greeting] = await session.waitForEvents("message", 1, { source: "ai" });
    expect(greeting?.data.message).toBe(firstMessage);
    await session.send("How much is a sourdough loaf?");
    const answer = (await session.waitForEvents("message", 2, { source: "ai" }))[1]!;
    expect(answer.data.message).toContain("5 euros");
    expect(answer.data.message).not.toContain("7 am");
    await session.end();
    const [disconnect] = await session.waitForEvents("disconnect");
    expect(disconnect?.data.reason).toBe("user");
    expect(await session.events("error")).toEqual([]);
    expect(session.frames.filter((f) => f.json.type === "audio")).toEqual([]);
    expect(session.console).toEqual([]);

    const conversation = await finished(conversationId);
    expect(conversation.metadata).toMatchObject({ text_only: true, authorization_method: "public" });
    expect(conversation.transcript.map((turn: Json) => [turn.role, turn.message])).toEqual([
      ["agent", firstMessage],
      ["user", "How much is a sourdough loaf?"],
      ["agent", answer.data.message],
    ]);
    expect(conversation.metadata.cost).toBe(creditsFor(conversation.metadata.call_duration_secs));

    // Another origin (same machine, another port) is not on the allowlist.
    const elsewhere = await open(otherPage.origin);
    const refused = await elsewhere.start(options);
    const reason = messages.agentOriginNotAllowed(otherPage.origin);
    expect(refused, await elsewhere.describe()).toMatchObject({
      ok: false,
      name: "SessionConnectionError",
      message: reason,
      closeCode: 1008,
      closeReason: reason,
    });
    const received = elsewhere.frames.filter((f) => f.direction === "received").map((f) => f.json);
    expect(received).toEqual([
      { type: "error", error_event: expect.objectContaining({ code: 1008, message: reason }) },
    ]);
    expect(await elsewhere.events("connect")).toEqual([]);
    expect(await elsewhere.events("message")).toEqual([]);
    expect((await elsewhere.events("status")).map((e) => e.data.status)).toEqual([
      "connecting",
      "disconnected",
    ]);

    const listed = await api("GET", `/v1/convai/conversations?agent_id=${agentId}`);
    expect(listed.conversations.map((c: Json) => c.conversation_id)).toEqual([conversationId]);
  });
});
