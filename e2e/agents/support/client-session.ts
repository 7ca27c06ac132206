/// <reference lib="dom" />
import type { Browser, Page } from "playwright-core";

/** One callback of the official client as the page recorded it (`data`: its argument, as JSON). */
export interface ClientEvent {
  kind:
    | "connect"
    | "message"
    | "error"
    | "disconnect"
    | "status"
    | "mode"
    | "metadata"
    | "tool_response"
    | "client_tool"
    | "mcp_tool_call"
    | "debug";
  at: number;
  // biome-ignore lint/suspicious/noExplicitAny: the callbacks' arguments, read field by field in assertions
  data: any;
}

/** How `Conversation.startSession` ended: the session, or what it threw. */
export type StartResult =
  | { ok: true; conversationId: string }
  | { ok: false; name: string; message: string; closeCode?: number; closeReason?: string };

/** A frame on the page's WebSocket, as Chromium carried it (Playwright's view, below the client). */
export interface WireFrame {
  direction: "sent" | "received";
  at: number;
  // biome-ignore lint/suspicious/noExplicitAny: protocol frames, read field by field in assertions
  json: Record<string, any>;
}

declare global {
  interface Window {
    chat: { events: ClientEvent[]; started: StartResult | null; startedAt?: number };
    startChat(options: Record<string, unknown>): Promise<StartResult>;
    sendChat(text: string): void;
    endChat(): Promise<void>;
    answerMcpApproval(toolCallId: string, approved: boolean): void;
  }
}

export interface ClientSession {
  page: Page;
  /** Every frame of the page's WebSockets, both ways, parsed. */
  frames: WireFrame[];
  /** The page's WebSocket URLs, in order of opening. */
  socketUrls: string[];
  /** Console errors and warnings and uncaught page errors. */
  console: string[];
  start(options: Record<string, unknown>): Promise<StartResult>;
  send(text: string): Promise<void>;
  end(): Promise<void>;
  /** Approves (or refuses) an MCP tool call awaiting the caller, as the official client does. */
  answerMcpApproval(toolCallId: string, approved: boolean): Promise<void>;
  events(kind?: ClientEvent["kind"]): Promise<ClientEvent[]>;
  /** Waits until the page has recorded `count` events of `kind` (and `source`, for messages). */
  waitForEvents(
    kind: ClientEvent["kind"],
    count?: number,
    options?: { source?: "ai" | "user"; timeoutMs?: number },
  ): Promise<ClientEvent[]>;
  /** Everything seen so far, for a failure's message and the report. */
  describe(): Promise<string>;
  close(): Promise<void>;
}

/** Opens the client page of `origin` in a new page of `browser` and watches its sockets and console. */
export async function openClientSession(browser: Browser, origin: string): Promise<ClientSession> {
  const page = await browser.newPage();
  const frames: WireFrame[] = [];
  const socketUrls: string[] = [];
  const consoleLines: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning")
      consoleLines.push(`${message.type()}: ${message.text()}`);
  });
  page.on("pageerror", (error) => consoleLines.push(`pageerror: ${error.message}`));
  page.on("websocket", (socket) => {
    socketUrls.push(socket.url());
    const keep = (direction: WireFrame["direction"]) => (frame: { payload: string | Buffer }) => {
      const text = frame.payload.toString();
      let json: WireFrame["json"];
      try {
        json = JSON.parse(text);
      } catch {
        json = { unparsed: text };
      }
      frames.push({ direction, at: Date.now(), json });
    };
    socket.on("framesent", keep("sent"));
    socket.on("framereceived", keep("received"));
    socket.on("socketerror", (error) => consoleLines.push(`socketerror: ${error}`));
  });
  await page.goto(`${origin}/`);
  await page.waitForFunction(() => typeof window.startChat === "function" && "ElevenLabsClient" in window);

  const events = (kind?: ClientEvent["kind"]) =>
    page.evaluate((wanted) => window.chat.events.filter((e) => !wanted || e.kind === wanted), kind);
  const describe = async () =>
    JSON.stringify(
      {
        events: await events().catch(() => "page gone"),
        frames: frames.map((f) => ({ [f.direction]: f.json })),
        console: consoleLines,
      },
      null,
      1,
    );

  return {
    page,
    frames,
    socketUrls,
    console: consoleLines,
    start: (options) => page.evaluate((o) => window.startChat(o), options),
    send: (text) => page.evaluate((t) => window.sendChat(t), text),
    end: () => page.evaluate(() => window.endChat()),
    answerMcpApproval: (toolCallId, approved) =>
      page.evaluate(([id, ok]) => window.answerMcpApproval(id, ok), [toolCallId, approved] as const),
    events,
    async waitForEvents(kind, count = 1, { source, timeoutMs = 20_000 } = {}) {
      try {
        await page.waitForFunction(
          ([k, n, s]) =>
            window.chat.events.filter((e) => e.kind === k && (!s || e.data?.source === s)).length >= n,
          [kind, count, source] as const,
          { timeout: timeoutMs, polling: 25 },
        );
      } catch (error) {
        throw new Error(
          `waited ${timeoutMs} ms for ${count} "${kind}"${source ? ` (${source})` : ""} events: ${error}\n${await describe()}`,
        );
      }
      return (await events(kind)).filter((e) => !source || e.data?.source === source);
    },
    describe,
    close: () => page.close(),
  };
}
