import { STATUS_CODES } from "node:http";
import type { Duplex } from "node:stream";
import { type BusinessErrorBody, type ErrorStatus, messages } from "@chorus/contract";
import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifyServerOptions,
} from "fastify";
import { httpStatusForError } from "./http-status-for-error.ts";

/**
 * Errors raised before a route runs — by Node's HTTP parser, by Fastify's router and content-type
 * parsing — answered in the ElevenLabs business shape with a closed code and a fixed message.
 * Fastify's own bodies (`{"error":"Bad Request","code":"FST_…"}`) are not what ElevenLabs clients
 * parse, and several of them quote the offending input (the whole URL, the Content-Type).
 */

interface EdgeError {
  status: ErrorStatus;
  message: string;
}

const malformed: EdgeError = { status: "malformed_request", message: messages.malformedRequest };
const uriTooLong: EdgeError = { status: "uri_too_long", message: messages.uriTooLong };
const headersTooLarge: EdgeError = { status: "headers_too_large", message: messages.headersTooLarge };

/** Fastify's own 4xx errors, by the HTTP status Fastify gives them. */
const byHttpStatus: Record<number, EdgeError> = {
  400: malformed,
  408: { status: "request_timeout", message: messages.requestTimeout },
  413: { status: "request_too_large", message: messages.requestTooLarge },
  414: uriTooLong,
  415: { status: "unsupported_media_type", message: messages.unsupportedMediaType },
  431: headersTooLarge,
};

/** Longest URL answered (8 KB, as common proxies allow); longer ones get 414 before routing. */
export const maxUrlLength = 8 * 1024;

function bodyOf(edge: EdgeError): BusinessErrorBody {
  return { detail: { status: edge.status, message: edge.message } };
}

/**
 * The ElevenLabs answer to one of Fastify's own client errors (status 400–499), or undefined for
 * any other error. A URL that does not decode gets its own message; every text is fixed.
 */
export function frameworkErrorAnswer(
  error: Pick<FastifyError, "code" | "statusCode">,
): { httpStatus: number; body: BusinessErrorBody } | undefined {
  if (error.code === "FST_ERR_BAD_URL")
    return { httpStatus: 400, body: bodyOf({ status: "malformed_request", message: messages.malformedUrl }) };
  const edge = error.statusCode !== undefined ? byHttpStatus[error.statusCode] : undefined;
  return edge ? { httpStatus: httpStatusForError(edge.status), body: bodyOf(edge) } : undefined;
}

/**
 * Fastify's `frameworkErrors` option: errors the router raises before any hook (a URL that does not
 * percent-decode, a path parameter over `maxParamLength`).
 */
function answerRouterError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const answer = frameworkErrorAnswer(error) ?? { httpStatus: 400, body: bodyOf(malformed) };
  reply.status(answer.httpStatus).send(answer.body);
}

/**
 * Whether a header overflow happened in the request line (a very long URL, 414) rather than in the
 * header fields (431). Node reports both as HPE_HEADER_OVERFLOW; the packet it was parsing tells
 * them apart when it starts with the request line, as it does when a client sends its head at once.
 */
function overflowIsInRequestLine(rawPacket: unknown): boolean {
  // Node hands over a Buffer (Fastify's type says `{ type, data }`, its JSON form).
  if (!Buffer.isBuffer(rawPacket) || !/^[A-Z]+ /.test(rawPacket.subarray(0, 16).toString("latin1")))
    return false;
  const lineEnd = rawPacket.indexOf("\r\n");
  return lineEnd === -1 || lineEnd > maxUrlLength;
}

/**
 * Fastify's `clientErrorHandler`: Node's HTTP parser refused the request (malformed HTTP, a bad
 * Content-Length, headers or URL over the 16 KB header limit, a request that took too long to
 * arrive). There is no request object yet, so the answer is written to the socket directly.
 */
function answerClientError(error: Error & { code?: string; rawPacket?: unknown }, socket: Duplex): void {
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  const edge =
    error.code === "ERR_HTTP_REQUEST_TIMEOUT"
      ? byHttpStatus[408]!
      : error.code === "HPE_HEADER_OVERFLOW"
        ? overflowIsInRequestLine(error.rawPacket)
          ? uriTooLong
          : headersTooLarge
        : malformed;
  const httpStatus = httpStatusForError(edge.status);
  const json = JSON.stringify(bodyOf(edge));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${httpStatus} ${STATUS_CODES[httpStatus]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(json)}\r\nConnection: close\r\n\r\n${json}`,
    );
  }
  socket.destroy();
}

/** The Fastify options that route the framework's own errors here (spread into `Fastify({...})`). */
export const edgeErrorOptions = {
  clientErrorHandler: answerClientError,
  frameworkErrors: answerRouterError,
} satisfies Partial<FastifyServerOptions>;

/** Refuses URLs over `maxUrlLength` (414) before routing and authentication. */
export function refuseLongUrls(app: FastifyInstance): void {
  app.addHook("onRequest", async (request, reply) => {
    if (request.raw.url && request.raw.url.length > maxUrlLength)
      return reply.status(httpStatusForError(uriTooLong.status)).send(bodyOf(uriTooLong));
  });
}
