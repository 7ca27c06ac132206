import {
  AgentConversationClientMessageSchema,
  type AgentConversationQuery,
  AgentConversationQuerySchema,
  agentConversationPath,
  messages,
  UserAudioChunkSchema,
} from "@chorus/contract";
import {
  type AuthenticatedContext,
  type ConversationEvent,
  type ConversationSession,
  DomainError,
  openConversation,
  type Ports,
  startConversation,
} from "@chorus/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type WebSocket from "ws";
import { type GeoHeaderNames, requestMeta } from "../http/request-meta.ts";
import {
  isFrameWanted,
  presentConversationError,
  presentConversationEvent,
} from "../presenters/conversation-event-presenter.ts";
import { authenticateWebSocket, handshakeCredentials, hasCredentials } from "./authenticate-websocket.ts";

interface Dependencies {
  ports: Ports;
  geoHeaders: GeoHeaderNames;
}

const base64 = /^[A-Za-z0-9+/_-]*={0,2}$/;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** `bearer.<token>`, the subprotocol `@elevenlabs/client` sends its `authorization` option as. */
function subprotocolBearer(request: FastifyRequest): string | undefined {
  const offered = first(request.headers["sec-websocket-protocol"])?.split(",") ?? [];
  return offered
    .map((protocol) => protocol.trim())
    .find((protocol) => protocol.startsWith("bearer."))
    ?.slice("bearer.".length);
}

async function authenticated(
  ports: Ports,
  request: FastifyRequest,
  meta: ReturnType<typeof requestMeta>,
): Promise<AuthenticatedContext | undefined> {
  const credentials = handshakeCredentials(request, undefined);
  const bearer = credentials.bearer ?? subprotocolBearer(request);
  const all = { ...credentials, ...(bearer ? { bearer } : {}) };
  return hasCredentials(all) ? authenticateWebSocket(ports, all, meta) : undefined;
}

/** Parses one client frame: a `user_audio_chunk` (no `type`) or a typed message. */
function parseFrame(data: WebSocket.RawData, isBinary: boolean) {
  if (isBinary)
    throw new DomainError("invalid_request", messages.invalidWebSocketMessage("frames must be JSON text"));
  let json: unknown;
  try {
    json = JSON.parse(data.toString());
  } catch {
    throw new DomainError("invalid_request", messages.invalidWebSocketMessage("the frame is not valid JSON"));
  }
  const type = (json as { type?: unknown } | null)?.type;
  if (type === undefined) return { audio: UserAudioChunkSchema.parse(json).user_audio_chunk };
  const known = AgentConversationClientMessageSchema.options.some(
    (option) => option.shape.type.value === type,
  );
  if (!known) throw new DomainError("invalid_request", messages.unknownConversationMessage(String(type)));
  return { message: AgentConversationClientMessageSchema.parse(json) };
}

/**
 * One conversation over the WebSocket (reference §4.4). The first frame the server sends is
 * `conversation_initiation_metadata`, once the client's `conversation_initiation_client_data` has
 * arrived; then the session's events go out as frames, in order, filtered by the agent's
 * `client_events`. Refusals (authentication, quota, concurrency, a missing variable) arrive as the
 * protocol's `error` frame before the close; a bad frame gets an `error` frame and the call goes on.
 */
function handleConnection(
  socket: WebSocket,
  request: FastifyRequest,
  deps: Dependencies,
  open: Set<ConversationSession>,
) {
  let session: ConversationSession | undefined;
  let starting: Promise<void> | undefined;
  let clientEvents: readonly string[] = [];
  let closed = false;
  const send = (frame: object) => {
    if (!closed && socket.readyState === socket.OPEN) socket.send(JSON.stringify(frame));
  };
  const close = (code: number, reason: string) => {
    if (closed) return;
    closed = true;
    socket.close(code, Buffer.from(reason).subarray(0, 123).toString());
  };
  const refuse = (error: unknown) => {
    const { frame, closeCode } = presentConversationError(error);
    if (closeCode === 1011) deps.ports.logger.error("conversation WebSocket failed", { err: error });
    send(frame);
    close(closeCode, frame.error_event.message ?? "");
  };
  const output = (event: ConversationEvent) => {
    if (event.kind === "end") {
      if (session) open.delete(session);
      close(event.closeCode, event.reason);
      return;
    }
    const frame = presentConversationEvent(event);
    if (frame && isFrameWanted(frame, clientEvents)) send(frame);
  };

  const parsed = AgentConversationQuerySchema.safeParse(request.query);
  if (!parsed.success) return refuse(parsed.error);
  const query: AgentConversationQuery = parsed.data;
  const meta = requestMeta(request, deps.geoHeaders);
  const opening = (async () =>
    openConversation(deps.ports, {
      agentId: query.agent_id,
      ...((query.conversation_signature ?? query.token)
        ? { signature: query.conversation_signature ?? query.token }
        : {}),
      ...(query.shareable_token ? { shareableToken: query.shareable_token } : {}),
      ...(await authenticated(deps.ports, request, meta).then((ctx) => (ctx ? { authenticated: ctx } : {}))),
      ...(first(request.headers.origin) ? { origin: first(request.headers.origin) } : {}),
      meta,
    }))();
  opening.catch(refuse);

  let processing: Promise<unknown> = Promise.resolve();
  socket.on("message", (data, isBinary) => {
    processing = processing
      .then(async () => {
        if (closed) return;
        let frame: ReturnType<typeof parseFrame>;
        try {
          frame = parseFrame(data, isBinary);
        } catch (error) {
          // A bad frame is answered and skipped: the conversation goes on.
          send(presentConversationError(error).frame);
          return;
        }
        if (!starting) {
          const init =
            frame.message?.type === "conversation_initiation_client_data" ? frame.message : undefined;
          starting = (async () => {
            const opened = await opening;
            clientEvents = opened.agent.conversationConfig.conversation.client_events;
            session = await startConversation(
              opened,
              {
                override: init?.conversation_config_override,
                dynamicVariables: init?.dynamic_variables,
                customLlmExtraBody: init?.custom_llm_extra_body,
                userId: init?.user_id,
                source: init?.source_info?.source ?? query.source,
                version: init?.source_info?.version ?? query.version,
                development: query.development === "true",
              },
              output,
            );
            open.add(session);
            if (closed) return void session.disconnected();
            await session.start();
          })();
          await starting.catch(refuse);
          if (init) return;
        }
        await starting;
        if (!session || closed) return;
        if (frame.audio !== undefined) {
          if (!base64.test(frame.audio)) {
            const notAudio = new DomainError("invalid_request", messages.realtimeAudioNotBase64);
            return void send(presentConversationError(notAudio).frame);
          }
          return session.userAudio(new Uint8Array(Buffer.from(frame.audio, "base64")));
        }
        const message = frame.message!;
        switch (message.type) {
          case "user_message":
            session.userMessage(message.text ?? "");
            break;
          case "contextual_update":
            session.contextualUpdate(message.text);
            break;
          case "user_activity":
            session.userActivity();
            break;
          case "feedback":
            session.feedback(message.score, message.event_id);
            break;
          case "pong":
            session.pong(message.event_id);
            break;
          case "mcp_tool_approval_result":
            session.mcpToolApproval(message.tool_call_id, message.is_approved);
            break;
          case "client_tool_result":
            session.clientToolResult(
              message.tool_call_id,
              typeof message.result === "string" || message.result == null
                ? (message.result ?? "")
                : JSON.stringify(message.result),
              message.is_error ?? false,
            );
            break;
          default:
            break;
        }
      })
      .catch((error) => refuse(error));
  });
  socket.on("close", () => {
    closed = true;
    void starting?.then(() => session?.disconnected()).catch(() => undefined);
  });
}

/** Registers `/v1/convai/conversation` (not a contract operation: a WebSocket protocol). */
export function registerAgentConversationWebSocket(app: FastifyInstance, deps: Dependencies): void {
  const open = new Set<ConversationSession>();
  app.get(agentConversationPath, { websocket: true, schema: { hide: true } }, (socket, request) =>
    handleConnection(socket, request, deps, open),
  );
  // A stopping server ends its calls as failed, with what was said, and settles their credits.
  app.addHook("onClose", async () => {
    await Promise.all([...open].map((session) => session.shutDown()));
  });
}
