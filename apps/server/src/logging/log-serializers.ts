import { databaseErrorCode } from "@chorus/adapters/db";
import type { FastifyRequest } from "fastify";

/**
 * What the logs keep of requests and errors. Logs are read by operators and shipped to other
 * systems, so they never carry what users sent or their credentials: no query strings (single-use
 * tokens, the WebSockets' `authorization`, search texts), no headers (keys, bearer tokens,
 * cookies), no bodies, and no database error text (it quotes every query parameter).
 */

/** Longest error message kept: enough to say what failed, too short to hold a request body. */
const maxLoggedMessageLength = 200;
const maxCauseDepth = 3;

function withoutQuery(url: string | undefined): string | undefined {
  const queryStart = url?.indexOf("?") ?? -1;
  return queryStart === -1 ? url : url!.slice(0, queryStart);
}

/** Fastify's request serializer, minus the query string. */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: withoutQuery(request.url),
    remoteAddress: request.ip,
  };
}

/** The stack's frames only: its first line repeats the message. */
function stackFrames(error: Error): string | undefined {
  return error.stack
    ?.split("\n")
    .filter((line) => line.trimStart().startsWith("at "))
    .join("\n");
}

function bounded(text: string): string {
  return text.length <= maxLoggedMessageLength ? text : `${text.slice(0, maxLoggedMessageLength)}…`;
}

interface SerializedError {
  type: string;
  message: string;
  code?: unknown;
  statusCode?: unknown;
  stack?: string;
  cause?: SerializedError;
}

/**
 * Errors as the logs keep them. A database error becomes its SQLSTATE and a fixed text, whatever
 * wraps it; any other error keeps its type, code and a bounded message (messages may quote input,
 * e.g. a URL that failed to parse), never other properties (a query's `params`, a response body).
 */
export function serializeError(error: unknown, depth = 0): SerializedError {
  if (!(error instanceof Error)) return { type: typeof error, message: bounded(String(error)) };
  const sqlState = databaseErrorCode(error);
  if (sqlState !== undefined)
    return {
      type: "DatabaseError",
      code: sqlState,
      message: "database query failed",
      stack: stackFrames(error),
    };
  const { code, statusCode } = error as { code?: unknown; statusCode?: unknown };
  return {
    type: error.name,
    message: bounded(error.message),
    ...(code !== undefined ? { code } : {}),
    ...(statusCode !== undefined ? { statusCode } : {}),
    stack: stackFrames(error),
    ...(error.cause !== undefined && depth < maxCauseDepth
      ? { cause: serializeError(error.cause, depth + 1) }
      : {}),
  };
}

/** pino serializers for the keys Fastify and Chorus log: `req` (each request) and `err`. */
export const logSerializers = {
  req: serializeRequest,
  err: (error: unknown) => serializeError(error),
};
