import {
  defaultChunkLengthSchedule,
  defaultContextId,
  messages,
  type TtsInputStreamingMessage,
  TtsInputStreamingMessageSchema,
  type TtsStreamInputQuery,
  TtsStreamInputQuerySchema,
  ttsMultiStreamInputPath,
  ttsStreamInputPath,
} from "@chorus/contract";
import { DomainError, type Ports, prepareLiveSynthesis } from "@chorus/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type WebSocket from "ws";
import { type GeoHeaderNames, requestMeta } from "../http/request-meta.ts";
import { findUnsafeInput } from "../http/unsafe-input.ts";
import {
  authenticateWebSocket,
  handshakeCredentials,
  hasCredentials,
  messageCredentials,
  type WebSocketCredentials,
} from "./authenticate-websocket.ts";
import { type ContextSettings, LiveSpeechSession } from "./live-speech-session.ts";
import { WebSocketChannel } from "./websocket-channel.ts";

type Protocol = "single" | "multi";

interface Dependencies {
  ports: Ports;
  geoHeaders: GeoHeaderNames;
}

const settingsFrom = (message: TtsInputStreamingMessage): ContextSettings => ({
  voiceSettings: message.voice_settings,
  chunkLengthSchedule: (message.generation_config ?? message.generator_config)?.chunk_length_schedule ?? [
    ...defaultChunkLengthSchedule,
  ],
});

function parseMessage(data: WebSocket.RawData, isBinary: boolean): TtsInputStreamingMessage {
  if (isBinary) {
    throw new DomainError("invalid_request", messages.invalidWebSocketMessage("frames must be JSON text"));
  }
  const text = data.toString();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new DomainError("invalid_request", messages.invalidWebSocketMessage("the frame is not valid JSON"));
  }
  // As over HTTP (refuse-unsafe-input.ts): streamed text ends up in the history, in the database.
  const unsafe = findUnsafeInput(json, [], { checkText: text.includes("\\u") });
  if (unsafe) throw DomainError.invalidField(unsafe.location, unsafe.message);
  return TtsInputStreamingMessageSchema.parse(json);
}

/** `stream-input` (reference §4.1): one context; `text: ""` ends the input, flushes and closes. */
async function onSingleContextMessage(session: LiveSpeechSession, message: TtsInputStreamingMessage) {
  const context =
    session.context(defaultContextId) ?? session.openContext(defaultContextId, settingsFrom(message));
  if (message.text === "") return session.finishAll({ discardPending: false });
  session.append(context, message.text ?? "", {
    flush: message.flush,
    tryTrigger: message.try_trigger_generation,
  });
}

/** `multi-stream-input` (reference §4.2): up to five contexts told apart by `context_id`. */
async function onMultiContextMessage(session: LiveSpeechSession, message: TtsInputStreamingMessage) {
  if (message.close_socket) return session.finishAll({ discardPending: true });
  const id = message.context_id ?? defaultContextId;
  const existing = session.context(id);
  if (message.close_context) {
    if (existing) void session.finishContext(existing, { discardPending: true });
    return;
  }
  const context = existing ?? session.openContext(id, settingsFrom(message));
  // A message with settings for an open context re-initializes it (InitialiseContext).
  if (existing && (message.voice_settings || message.generation_config)) {
    context.settings = {
      ...settingsFrom(message),
      voiceSettings: message.voice_settings ?? context.settings.voiceSettings,
    };
  }
  session.append(context, message.text ?? "", {
    flush: message.flush,
    tryTrigger: message.try_trigger_generation,
  });
}

function handleConnection(
  socket: WebSocket,
  request: FastifyRequest,
  protocol: Protocol,
  deps: Dependencies,
) {
  const channel = new WebSocketChannel(socket, deps.ports.logger);
  let session: Promise<LiveSpeechSession> | undefined;
  let processing: Promise<unknown> = Promise.resolve();
  // Listeners first (messages may arrive while the query is still being checked).
  socket.on("message", (data, isBinary) => {
    processing = processing
      .then(async () => {
        if (!channel.isOpen) return;
        const message = parseMessage(data, isBinary);
        const live = await (session ?? start(messageCredentials(message)));
        live.touch();
        if (message.pronunciation_dictionary_locators?.length)
          await live.usePronunciationDictionaries(message.pronunciation_dictionary_locators);
        await (protocol === "single"
          ? onSingleContextMessage(live, message)
          : onMultiContextMessage(live, message));
      })
      .catch(async (error: unknown) => {
        const live = await session?.catch(() => undefined);
        if (live) live.fail(error);
        else channel.fail(error);
      });
  });
  socket.on("close", () => void session?.then((live) => live.clientGone()).catch(() => {}));

  const parsed = TtsStreamInputQuerySchema.safeParse(request.query);
  if (!parsed.success) return channel.fail(parsed.error);
  const query: TtsStreamInputQuery = parsed.data;
  const voiceId = (request.params as { voice_id: string }).voice_id;
  const meta = requestMeta(request, deps.geoHeaders);

  function start(credentials: WebSocketCredentials): Promise<LiveSpeechSession> {
    session ??= (async () => {
      const ctx = await authenticateWebSocket(deps.ports, credentials, meta);
      const live = await prepareLiveSynthesis(ctx, {
        voiceId,
        modelId: query.model_id,
        languageCode: query.language_code,
        outputFormat: query.output_format as never,
        enableLogging: query.enable_logging,
        enableSsmlParsing: query.enable_ssml_parsing,
        seed: query.seed,
        applyTextNormalization: query.apply_text_normalization,
      });
      return new LiveSpeechSession({
        ctx,
        live,
        channel,
        multiContext: protocol === "multi",
        autoMode: query.auto_mode,
        inactivityTimeoutSeconds: query.inactivity_timeout,
      });
    })();
    return session;
  }

  // Credentials in the handshake: check them now, so a refusal arrives before any text is sent.
  const handshake: WebSocketCredentials = {
    ...handshakeCredentials(request, query.authorization),
    ...(query.single_use_token
      ? { singleUseToken: { token: query.single_use_token, type: "tts_websocket" } }
      : {}),
  };
  if (hasCredentials(handshake)) start(handshake).catch((error: unknown) => channel.fail(error));
}

/** Registers the two text-to-speech input-streaming WebSockets (they are not contract operations: no HTTP shape). */
export function registerTextToSpeechWebSockets(app: FastifyInstance, deps: Dependencies): void {
  app.get(ttsStreamInputPath, { websocket: true, schema: { hide: true } }, (socket, request) =>
    handleConnection(socket, request, "single", deps),
  );
  app.get(ttsMultiStreamInputPath, { websocket: true, schema: { hide: true } }, (socket, request) =>
    handleConnection(socket, request, "multi", deps),
  );
}
