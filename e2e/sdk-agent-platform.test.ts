import http from "node:http";
import type { AddressInfo } from "node:net";
import { ElevenLabsClient } from "@elevenlabs/elevenlabs-js";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/streamableHttp.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
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

/** Issue 19's acceptance check: the official SDK's MCP server and agent test calls work against Chorus. */
describe("official @elevenlabs/elevenlabs-js client: MCP servers and agent tests", () => {
  let client: ElevenLabsClient;
  let echo: Awaited<ReturnType<typeof startEchoMcpServer>>;

  beforeAll(async () => {
    const [shared, started] = await Promise.all([
      sharedChorusAccount("agent-platform"),
      startEchoMcpServer(),
    ]);
    echo = started;
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
});
