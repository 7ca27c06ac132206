import {
  messages,
  RealtimeInputAudioChunkSchema,
  type SpeechToTextRealtimeQuery,
  SpeechToTextRealtimeQuerySchema,
  speechToTextRealtimePath,
} from "@chorus/contract";
import {
  type AuthenticatedContext,
  DomainError,
  newId,
  type Ports,
  prepareRealtimeTranscription,
  type RequestMeta,
} from "@chorus/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type WebSocket from "ws";
import { type GeoHeaderNames, requestMeta } from "../http/request-meta.ts";
import {
  presentRealtimeError,
  presentSessionStarted,
  RealtimeProtocolError,
} from "../presenters/realtime-transcription-presenter.ts";
import { authenticateWebSocket, handshakeCredentials, hasCredentials } from "./authenticate-websocket.ts";
import { RealtimeTranscriptionSession } from "./realtime-transcription-session.ts";
import { WebSocketChannel } from "./websocket-channel.ts";

interface Dependencies {
  ports: Ports;
  geoHeaders: GeoHeaderNames;
}

const base64 = /^[A-Za-z0-9+/_-]*={0,2}$/;

/** A client frame as an `input_audio_chunk` with its audio decoded; anything else is an `input_error`. */
function parseChunk(data: WebSocket.RawData, isBinary: boolean) {
  if (isBinary)
    throw new RealtimeProtocolError(
      "input_error",
      messages.invalidWebSocketMessage("frames must be JSON text"),
    );
  let json: unknown;
  try {
    json = JSON.parse(data.toString());
  } catch {
    throw new RealtimeProtocolError(
      "input_error",
      messages.invalidWebSocketMessage("the frame is not valid JSON"),
    );
  }
  const type = (json as { message_type?: unknown } | null)?.message_type;
  if (typeof type === "string" && type !== "input_audio_chunk")
    throw new RealtimeProtocolError("input_error", messages.realtimeUnknownMessage(type));
  const chunk = RealtimeInputAudioChunkSchema.parse(json);
  if (!base64.test(chunk.audio_base_64))
    throw new RealtimeProtocolError("input_error", messages.realtimeAudioNotBase64);
  return { ...chunk, audio: new Uint8Array(Buffer.from(chunk.audio_base_64, "base64")) };
}

/**
 * Who the connection acts as: a single-use `realtime_scribe` token in `?token=` (browsers; used up
 * by this connection), else the `xi-api-key` header (the Node SDK) or an `Authorization` bearer.
 */
function authenticate(
  ports: Ports,
  request: FastifyRequest,
  query: SpeechToTextRealtimeQuery,
  meta: RequestMeta,
): Promise<AuthenticatedContext> {
  const credentials = {
    ...handshakeCredentials(request, undefined),
    ...(query.token ? { singleUseToken: { token: query.token, type: "realtime_scribe" as const } } : {}),
  };
  if (!hasCredentials(credentials))
    return Promise.reject(new DomainError("needs_authorization", messages.needsAuthorization));
  return authenticateWebSocket(ports, credentials, meta);
}

/** Options set by the caller that no embedded engine honours (refused rather than ignored). */
function unsupportedOptions(query: SpeechToTextRealtimeQuery): string[] {
  return [
    ...(query.keyterms?.length ? ["keyterms"] : []),
    ...(query.secondary_languages?.length ? ["secondary_languages"] : []),
    ...(query.entity_detection?.length ? ["entity_detection"] : []),
    ...(query.transcript_edit ? ["transcript_edit"] : []),
    ...(query.filter_background_audio ? ["filter_background_audio"] : []),
  ];
}

function handleConnection(socket: WebSocket, request: FastifyRequest, deps: Dependencies) {
  const channel = new WebSocketChannel(socket, deps.ports.logger);
  const fail = (error: unknown, zodType: "invalid_request" | "input_error" = "invalid_request") => {
    if (!channel.isOpen) return;
    const { frame, closeCode } = presentRealtimeError(error, zodType);
    if (closeCode === 1011) {
      deps.ports.logger.error("realtime transcription WebSocket failed", {
        err: error,
      });
    }
    void channel.send(frame).catch(() => {});
    channel.close(closeCode, frame.error);
  };
  let session: Promise<RealtimeTranscriptionSession> | undefined;
  let processing: Promise<unknown> = Promise.resolve();
  // Listeners first: audio may arrive while the credentials are still being checked.
  socket.on("message", (data, isBinary) => {
    processing = processing
      .then(async () => {
        if (!channel.isOpen || !session) return;
        const live = await session;
        const chunk = parseChunk(data, isBinary);
        live.receive(chunk.audio, chunk.commit ?? false, chunk.sample_rate ?? undefined);
      })
      .catch((error: unknown) => fail(error, "input_error"));
  });
  socket.on("close", () => void session?.then((live) => live.end({ chargeRest: true })).catch(() => {}));

  const parsed = SpeechToTextRealtimeQuerySchema.safeParse(request.query);
  if (!parsed.success) return fail(parsed.error);
  const query = parsed.data;
  const meta = requestMeta(request, deps.geoHeaders);
  session = (async () => {
    const ctx = await authenticate(deps.ports, request, query, meta);
    const plan = prepareRealtimeTranscription(ctx, {
      audioFormat: query.audio_format,
      languageCode: query.language_code,
      commitStrategy: query.commit_strategy,
      vadSilenceThresholdSecs: query.vad_silence_threshold_secs,
      vadThreshold: query.vad_threshold,
      minSpeechDurationMs: query.min_speech_duration_ms,
      minSilenceDurationMs: query.min_silence_duration_ms,
      unsupportedOptions: unsupportedOptions(query),
    });
    const stream = await ctx.ports.liveAudio.open(plan.input, { sensitivity: plan.vadSensitivity });
    const live = new RealtimeTranscriptionSession({
      ctx,
      plan,
      query,
      stream,
      send: (frame) => channel.send(frame),
      fail: (error) => fail(error),
    });
    await channel.send(presentSessionStarted(newId(), query, plan.input.sampleRate));
    return live;
  })();
  session.catch((error: unknown) => fail(error));
}

/** Registers `/v1/speech-to-text/realtime` (reference §4.3; not a contract operation: no HTTP shape). */
export function registerSpeechToTextRealtimeWebSocket(app: FastifyInstance, deps: Dependencies): void {
  app.get(speechToTextRealtimePath, { websocket: true, schema: { hide: true } }, (socket, request) =>
    handleConnection(socket, request, deps),
  );
}
