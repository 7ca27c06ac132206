import { McpClientError, type McpConnection } from "@chorus/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sdkMcpClient } from "./sdk-mcp-client.ts";
import { startTestMcpServer, type TestMcpServer } from "./testing/test-mcp-server.ts";

describe("the MCP client over the official SDK", () => {
  let mcp: TestMcpServer;
  const client = sdkMcpClient();
  const connection = (overrides: Partial<McpConnection> = {}): McpConnection => ({
    url: new URL(mcp.streamableUrl),
    transport: "STREAMABLE_HTTP",
    headers: {},
    allowAddress: () => true,
    timeoutMs: 10_000,
    maxResponseBytes: 1024 * 1024,
    ...overrides,
  });

  beforeAll(async () => {
    mcp = await startTestMcpServer();
  });
  afterAll(async () => mcp?.close());

  it("lists and calls tools, within a limit of tools", async () => {
    expect((await client.listTools(connection(), 10)).map((tool) => tool.name).sort()).toEqual([
      "add",
      "get_weather",
    ]);
    expect(await client.listTools(connection(), 1)).toHaveLength(1);
    expect(await client.callTool(connection(), "add", { a: 1, b: 2 }, { timeoutMs: 5_000 })).toEqual({
      isError: false,
      text: "3",
    });
  });

  it("refuses addresses the policy refuses, before connecting", async () => {
    const before = mcp.requests.length;
    await expect(client.listTools(connection({ allowAddress: () => false }), 10)).rejects.toThrow(
      McpClientError,
    );
    const named = connection({
      url: new URL(mcp.streamableUrl.replace("127.0.0.1", "localhost")),
      allowAddress: () => false,
    });
    await expect(client.listTools(named, 10)).rejects.toThrow(McpClientError);
    expect(mcp.requests.length).toBe(before);
  });

  it("fails answers larger than the bound", async () => {
    const started = performance.now();
    await expect(client.listTools(connection({ maxResponseBytes: 200 }), 10)).rejects.toThrow(
      /larger than 200 bytes/,
    );
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it("fails a server that does not answer in time", async () => {
    const silent = await new Promise<import("node:http").Server>((resolve) => {
      import("node:http").then(({ createServer }) => {
        const server = createServer(() => {});
        server.listen(0, "127.0.0.1", () => resolve(server));
      });
    });
    const port = (silent.address() as import("node:net").AddressInfo).port;
    try {
      await expect(
        client.listTools(connection({ url: new URL(`http://127.0.0.1:${port}/mcp`), timeoutMs: 300 }), 10),
      ).rejects.toThrow(/did not answer within 0.3 s/);
    } finally {
      silent.closeAllConnections();
      silent.close();
    }
  });
});
