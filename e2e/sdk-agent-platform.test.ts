import http from "node:http";
import type { AddressInfo } from "node:net";
import { ElevenLabsClient } from "@elevenlabs/elevenlabs-js";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/streamableHttp.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { z } from "zod";
import { sharedChorusAccount } from "./support/shared-chorus-account.ts";

/** A one-tool MCP server (the official MCP SDK's own server), stateless over streamable HTTP. */
async function startEchoMcpServer() {
  const server = http.createServer(async (request, response) => {
    const mcp = new McpServer({ name: "echo", version: "1.0.0" });
    mcp.registerTool(
      "echo",
      { description: "Says the text back.", inputSchema: { text: z.string() } },
      async ({ text }) => ({ content: [{ type: "text", text }] }),
    );
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
    response.on("close", () => {
      void transport.close();
      void mcp.close();
    });
    await mcp.connect(transport);
    await transport.handleRequest(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/mcp`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A short text chat with the agent over a signed URL (greeting, one question, the answer); its conversation id once done. */
async function chatOnce(client: ElevenLabsClient, chorusUrl: string, agentId: string, question: string) {
  const { signedUrl } = await client.conversationalAi.conversations.getSignedUrl({ agentId });
  const ws = new WebSocket(
    `${chorusUrl.replace(/^http/, "ws")}/v1/convai/conversation${new URL(signedUrl).search}`,
    ["convai"],
  );
  const frames: { type: string; [key: string]: unknown }[] = [];
  ws.on("message", (data) => frames.push(JSON.parse(data.toString())));
  await new Promise((resolve) => ws.once("open", resolve));
  ws.send(JSON.stringify({ type: "conversation_initiation_client_data" }));
  await expect.poll(() => frames.some((frame) => frame.type === "agent_response")).toBe(true);
  ws.send(JSON.stringify({ type: "user_message", text: question }));
  await expect
    .poll(() => frames.filter((frame) => frame.type === "agent_response").length, { timeout: 15_000 })
    .toBe(2);
  const metadata = frames[0] as unknown as {
    conversation_initiation_metadata_event: { conversation_id: string };
  };
  ws.close();
  const conversationId = metadata.conversation_initiation_metadata_event.conversation_id;
  await expect
    .poll(async () => (await client.conversationalAi.conversations.get(conversationId)).status, {
      timeout: 15_000,
    })
    .toBe("done");
  return conversationId;
}

/** Issue 19's acceptance check: the official SDK's MCP server and agent test calls work against Chorus. */
describe("official @elevenlabs/elevenlabs-js client: MCP servers and agent tests", () => {
  let client: ElevenLabsClient;
  let chorusUrl: string;
  let echo: Awaited<ReturnType<typeof startEchoMcpServer>>;

  beforeAll(async () => {
    const [shared, started] = await Promise.all([
      sharedChorusAccount("agent-platform"),
      startEchoMcpServer(),
    ]);
    echo = started;
    chorusUrl = shared.chorus.url;
    client = new ElevenLabsClient({ apiKey: shared.apiKey, baseUrl: shared.chorus.url, maxRetries: 0 });
  });
  afterAll(async () => echo?.close());

  it("creates an MCP server once the workspace allows them, lists its tools live, changes its policy and deletes it", async () => {
    const settings = await client.conversationalAi.settings.update({ canUseMcpServers: true });
    expect(settings.canUseMcpServers).toBe(true);
    const created = await client.conversationalAi.mcpServers.create({
      config: {
        name: "Echo",
        url: echo.url,
        transport: "STREAMABLE_HTTP",
        approvalPolicy: "auto_approve_all",
      },
    });
    expect(created.config).toMatchObject({ name: "Echo", approvalPolicy: "auto_approve_all" });
    expect((await client.conversationalAi.mcpServers.list()).mcpServers.map((server) => server.id)).toContain(
      created.id,
    );
    const tools = await client.conversationalAi.mcpServers.tools.list(created.id);
    expect(tools.success).toBe(true);
    expect(tools.tools.map((tool) => tool.name)).toEqual(["echo"]);
    const changed = await client.conversationalAi.mcpServers.approvalPolicy.update(created.id, {
      approvalPolicy: "require_approval_all",
    });
    expect(changed.config.approvalPolicy).toBe("require_approval_all");
    expect((await client.conversationalAi.mcpServers.get(created.id)).config.approvalPolicy).toBe(
      "require_approval_all",
    );
    await client.conversationalAi.mcpServers.delete(created.id);
    expect(
      (await client.conversationalAi.mcpServers.list()).mcpServers.map((server) => server.id),
    ).not.toContain(created.id);
  });

  it("queues a knowledge-base crawl job, reads it back, lists it and cancels it", async () => {
    const crawlJobs = client.conversationalAi.knowledgeBase.crawlJobs;
    // A reserved name: the crawl may run and fail to fetch it; only the job's record is checked here.
    const created = await crawlJobs.create({ url: "https://docs.invalid/", maxPages: 3, pattern: "/guide" });
    expect(created).toMatchObject({ type: "discovery", rootFolderId: expect.any(String) });
    expect(created.folderPath?.at(-1)?.id).toBe(created.rootFolderId);
    expect(await crawlJobs.get(created.id)).toMatchObject({
      id: created.id,
      seedUrl: "https://docs.invalid/",
      maxPages: 3,
      pattern: "/guide",
      rootFolderId: created.rootFolderId,
    });
    const listed = await crawlJobs.list({ includeJobIds: created.id });
    expect(listed.crawlJobs.map((job) => job.id)).toEqual([created.id]);
    await crawlJobs.cancel(created.id);
    expect(["cancelled", "succeeded"]).toContain((await crawlJobs.get(created.id)).status);
  });

  it("raises a triage ticket from a conversation, comments on it, changes it and lists it", async () => {
    const { agentId } = await client.conversationalAi.agents.create({
      name: "Ticketed desk",
      conversationConfig: {
        agent: { firstMessage: "Museum desk here.", prompt: { prompt: "Tickets cost ten euros." } },
        conversation: { textOnly: true },
      },
    });
    const conversationId = await chatOnce(client, chorusUrl, agentId, "How much is a ticket?");
    const tickets = client.conversationalAi.triageTickets;
    const ticket = await tickets.create({
      conversationId,
      qaComment: "Should mention the student discount.",
      turnComments: [{ turnIndex: 2, comment: "Discount missing here." }],
      priority: "medium",
    });
    expect(ticket).toMatchObject({
      agentId,
      conversationIds: [conversationId],
      status: "open",
      priority: "medium",
      source: "qa",
      title: "Should mention the student discount.",
    });
    expect(ticket.turnComments.map((turn) => [turn.turnIndex, turn.comment])).toEqual([
      [2, "Discount missing here."],
    ]);
    const commented = await tickets.addComment(ticket.agentqaTicketId, { comment: "Prompt updated." });
    expect(commented.ticketComments.map((comment) => comment.comment)).toEqual(["Prompt updated."]);
    const onTurn = await tickets.addTurnComment(ticket.agentqaTicketId, {
      turnIndex: 0,
      comment: "Greeting fine.",
    });
    expect(onTurn.turnComments).toHaveLength(2);
    const [me] = await tickets.listAssignableUsers(agentId);
    const updated = await tickets.update(ticket.agentqaTicketId, {
      status: "resolved",
      priority: "high",
      assigneeUserId: me!.userId,
    });
    expect(updated).toMatchObject({ status: "resolved", priority: "high", assigneeUserId: me!.userId });
    expect(updated.statusChanges.map((change) => change.status)).toEqual(["resolved"]);
    const listed = await tickets.list(agentId, { status: "resolved", priorities: ["high"] });
    expect(listed.agentConversationTickets.map((each) => each.agentqaTicketId)).toEqual([
      ticket.agentqaTicketId,
    ]);
    const searched = await tickets.listForWorkspace({ search: "student discount" });
    expect(searched.agentConversationTickets.map((each) => each.agentqaTicketId)).toEqual([
      ticket.agentqaTicketId,
    ]);
    expect(searched.agentConversationTickets[0]?.searchMatch?.field).toBe("title");
    await tickets.delete(ticket.agentqaTicketId);
    expect((await tickets.list(agentId)).agentConversationTickets).toEqual([]);
  });

  it("runs an agent's test suite and reports the passing test passed and the failing one failed", async () => {
    const { agentId } = await client.conversationalAi.agents.create({
      name: "Museum desk",
      conversationConfig: {
        agent: {
          prompt: {
            prompt: "Our opening hours are nine to five, Monday to Friday. Tickets cost ten euros.",
          },
        },
        conversation: { textOnly: true },
      },
    });
    const chatHistory = [
      { role: "user" as const, message: "What are your opening hours?", timeInCallSecs: 0 },
    ];
    // No language model is configured: the reply is compared with the examples (the verdict says so).
    const passing = await client.conversationalAi.tests.create({
      type: "llm",
      name: "Gives the opening hours",
      chatHistory,
      successCondition: "The agent gives the opening hours.",
      successExamples: [{ response: "We are open from nine to five, Monday to Friday.", type: "success" }],
      failureExamples: [{ response: "I cannot help with that, sorry.", type: "failure" }],
    });
    const failing = await client.conversationalAi.tests.create({
      type: "llm",
      name: "Refuses to give the hours",
      chatHistory,
      successCondition: "The agent refuses to answer.",
      successExamples: [{ response: "I cannot help with that, sorry.", type: "success" }],
      failureExamples: [{ response: "We are open from nine to five, Monday to Friday.", type: "failure" }],
    });
    const listed = await client.conversationalAi.tests.list({ search: "hours" });
    expect(listed.tests.map((test) => test.id).sort()).toEqual([passing.id, failing.id].sort());
    expect(await client.conversationalAi.tests.get(passing.id)).toMatchObject({
      name: "Gives the opening hours",
    });

    const started = await client.conversationalAi.agents.runTests(agentId, {
      tests: [{ testId: passing.id }, { testId: failing.id }],
    });
    expect(started.testRuns).toHaveLength(2);
    // The server's worker runs the suite in the background.
    let runs = started.testRuns;
    await expect
      .poll(
        async () => {
          runs = (await client.conversationalAi.tests.invocations.get(started.id)).testRuns;
          return runs.every((run) => run.status !== "pending");
        },
        { timeout: 30_000 },
      )
      .toBe(true);
    const statusOf = (testId: string) => runs.find((run) => run.testId === testId)?.status;
    expect(statusOf(passing.id), JSON.stringify(runs, null, 1)).toBe("passed");
    expect(statusOf(failing.id)).toBe("failed");
    const run = runs.find((each) => each.testId === passing.id)!;
    expect(run.agentResponses?.[0]?.message).toMatch(/nine to five/);
    expect(run.conditionResult?.rationale?.summary).toContain("No language model is configured");
  });

  it("streams a simulated conversation through simulateConversationStream", async () => {
    const { agentId } = await client.conversationalAi.agents.create({
      name: "Simulated desk",
      conversationConfig: {
        agent: { firstMessage: "Hello, museum desk.", prompt: { prompt: "Tickets cost ten euros." } },
        conversation: { textOnly: true },
      },
    });
    // The SDK reads no body from this call (its result is void); the raw response shows the stream.
    const { data, rawResponse } = await client.conversationalAi.agents
      .simulateConversationStream(agentId, {
        simulationSpecification: {
          simulatedUserConfig: { firstMessage: "How much is a ticket?", language: "en" },
        },
        newTurnsLimit: 1,
      })
      .withRawResponse();
    expect(data).toBeUndefined();
    expect(rawResponse.status).toBe(200);
    expect(rawResponse.headers.get("content-type")).toContain("application/x-ndjson");
  });
});
