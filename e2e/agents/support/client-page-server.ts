import fs from "node:fs";
import http from "node:http";
import { createRequire } from "node:module";
import path from "node:path";

/** The official agents client's browser bundle (defines `window.ElevenLabsClient`). */
const bundlePath = path.join(
  path.dirname(createRequire(import.meta.url).resolve("@elevenlabs/client")),
  "lib.iife.js",
);

/**
 * The page: the bundle, and a little glue that starts a session with the options the test gives
 * (JSON: no functions cross page.evaluate), records every callback in `window.chat.events`, and
 * keeps how `startSession` ended in `window.chat.started`. `clientToolAnswers` (tool name → text)
 * become the session's `clientTools`: each call is recorded as a `client_tool` event and answered.
 * `answerMcpApproval` answers an MCP tool call awaiting the caller's approval.
 */
const pageHtml = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Official agents client</title>
<script src="/lib.iife.js"></script>
<script>
(() => {
  const plain = (value) => {
    if (value === undefined) return null;
    try {
      return JSON.parse(
        JSON.stringify(value, (_key, v) => (v instanceof Error ? { name: v.name, message: v.message } : v)),
      );
    } catch {
      return String(value);
    }
  };
  const chat = { events: [], started: null, conversation: null };
  const record = (kind) => (...args) => {
    chat.events.push({ kind, at: Date.now(), data: plain(args.length > 1 ? args : args[0]) });
  };
  window.chat = chat;
  window.startChat = async ({ clientToolAnswers, ...options }) => {
    chat.startedAt = Date.now();
    const clientTools = Object.fromEntries(
      Object.entries(clientToolAnswers || {}).map(([name, answer]) => [
        name,
        async (parameters) => {
          chat.events.push({ kind: "client_tool", at: Date.now(), data: plain({ name, parameters }) });
          return answer;
        },
      ]),
    );
    try {
      chat.conversation = await ElevenLabsClient.Conversation.startSession({
        ...options,
        clientTools,
        onConnect: record("connect"),
        onMessage: record("message"),
        onError: record("error"),
        onDisconnect: record("disconnect"),
        onStatusChange: record("status"),
        onModeChange: record("mode"),
        onConversationMetadata: record("metadata"),
        onAgentToolResponse: record("tool_response"),
        onMCPToolCall: record("mcp_tool_call"),
        onDebug: record("debug"),
      });
      chat.started = { ok: true, conversationId: chat.conversation.getId() };
    } catch (error) {
      chat.started = {
        ok: false,
        name: error && error.name,
        message: error && error.message,
        closeCode: error && error.closeCode,
        closeReason: error && error.closeReason,
      };
    }
    return chat.started;
  };
  window.sendChat = (text) => chat.conversation.sendUserMessage(text);
  window.endChat = () => chat.conversation.endSession();
  window.answerMcpApproval = (toolCallId, approved) =>
    chat.conversation.sendMCPToolApprovalResult(toolCallId, approved);
})();
</script>
</head>
<body><main><h1>Official agents client</h1></main></body>
</html>
`;

export interface ClientPageServer {
  /** `http://127.0.0.1:<port>`: the page's own origin, which its WebSocket sends as `Origin`. */
  origin: string;
  /** `127.0.0.1:<port>`, as an agent's allowlist names it. */
  host: string;
  close(): Promise<void>;
}

/** Serves the page and the bundle from a node:http server of its own on 127.0.0.1 (a free port). */
export async function serveClientPage(): Promise<ClientPageServer> {
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://127.0.0.1");
    if (url.pathname === "/") {
      response.writeHead(200, { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" });
      response.end(pageHtml);
    } else if (url.pathname === "/lib.iife.js") {
      response.writeHead(200, { "content-type": "text/javascript; charset=utf-8" });
      fs.createReadStream(bundlePath).pipe(response);
    } else if (url.pathname === "/favicon.ico") {
      response.writeHead(204).end();
    } else {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (!address || typeof address !== "object") throw new Error("the page server has no port");
  const host = `127.0.0.1:${address.port}`;
  return {
    origin: `http://${host}`,
    host,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
