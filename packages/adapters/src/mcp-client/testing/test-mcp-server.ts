import http from "node:http";
import type { AddressInfo } from "node:net";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { SSEServerTransport } from "@modelcontextprotocol/sdk/server/sse.js";
import { StreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/streamableHttp.js";
import { z } from "zod";

/**
 * A real MCP server for tests, made with the SDK's own server classes: `get_weather(city)` and
 * `add(a, b)`, at `/mcp` over streamable HTTP (stateless: a server per request) and at `/sse` +
 * `/messages` over the older SSE transport. It remembers the headers and `_meta` it was sent.
 */
export interface TestMcpServer {
  /** `http://127.0.0.1:<port>`. */
  origin: string;
  streamableUrl: string;
  sseUrl: string;
  /** Headers of every request received, lower-cased names. */
  requests: { path: string; headers: http.IncomingHttpHeaders }[];
  /** `_meta` of every tool call. */
  callMeta: unknown[];
  /** Changes `get_weather`'s description (a tool described differently needs review). */
  describeWeatherAs(description: string): void;
  close(): Promise<void>;
}

export async function startTestMcpServer(): Promise<TestMcpServer> {
  const requests: TestMcpServer["requests"] = [];
  const callMeta: unknown[] = [];
  let weatherDescription = "Tells the weather in a city.";

  function newServer(): McpServer {
    const server = new McpServer({ name: "chorus-test", version: "1.0.0" });
    server.registerTool(
      "get_weather",
      { description: weatherDescription, inputSchema: { city: z.string().describe("The city") } },
      async ({ city }, extra) => {
        callMeta.push(extra._meta);
        if (city === "Atlantis") return { content: [{ type: "text", text: "No such city." }], isError: true };
        return { content: [{ type: "text", text: `Sunny and 21 °C in ${city}.` }] };
      },
    );
    server.registerTool(
      "add",
      { description: "Adds two numbers.", inputSchema: { a: z.number(), b: z.number() } },
      async ({ a, b }, extra) => {
        callMeta.push(extra._meta);
        return { content: [{ type: "text", text: String(a + b) }] };
      },
    );
    return server;
  }

  const sseSessions = new Map<string, SSEServerTransport>();
  const httpServer = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    requests.push({ path: url.pathname, headers: req.headers });
    try {
      if (url.pathname === "/mcp") {
        const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
        const server = newServer();
        res.on("close", () => {
          void transport.close();
          void server.close();
        });
        await server.connect(transport);
        await transport.handleRequest(req, res);
      } else if (url.pathname === "/sse" && req.method === "GET") {
        const transport = new SSEServerTransport("/messages", res);
        sseSessions.set(transport.sessionId, transport);
        res.on("close", () => sseSessions.delete(transport.sessionId));
        await newServer().connect(transport);
      } else if (url.pathname === "/messages" && req.method === "POST") {
        const transport = sseSessions.get(url.searchParams.get("sessionId") ?? "");
        if (!transport) {
          res.writeHead(404).end();
          return;
        }
        await transport.handlePostMessage(req, res);
      } else res.writeHead(404).end();
    } catch {
      if (!res.headersSent) res.writeHead(500).end();
    }
  });
  await new Promise<void>((resolve) => httpServer.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(httpServer.address() as AddressInfo).port}`;
  return {
    origin,
    streamableUrl: `${origin}/mcp`,
    sseUrl: `${origin}/sse`,
    requests,
    callMeta,
    describeWeatherAs(description) {
      weatherDescription = description;
    },
    close: () =>
      new Promise<void>((resolve) => {
        httpServer.closeAllConnections();
        httpServer.close(() => resolve());
      }),
  };
}
