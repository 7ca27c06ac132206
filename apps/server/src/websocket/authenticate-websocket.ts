import { messages, type SingleUseTokenType, type TtsInputStreamingMessage } from "@chorus/contract";
import {
  type AuthenticatedContext,
  authenticateApiKey,
  authenticateBearer,
  authenticateSingleUseToken,
  DomainError,
  type Ports,
  type RequestMeta,
} from "@chorus/domain";
import type { FastifyRequest } from "fastify";

export interface WebSocketCredentials {
  apiKey?: string;
  bearer?: string;
  /** A single-use token in the query, of the type this WebSocket takes. */
  singleUseToken?: { token: string; type: SingleUseTokenType };
}

/** `Bearer abc` or a bare token: clients put either in the query or the first message. */
const bearerValue = (value: string | undefined) => value?.trim().replace(/^Bearer\s+/i, "") || undefined;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** Credentials sent with the handshake: the `xi-api-key` header, an `Authorization` header, or `?authorization=`. */
export function handshakeCredentials(
  request: FastifyRequest,
  queryAuthorization: string | undefined,
): WebSocketCredentials {
  return {
    apiKey: first(request.headers["xi-api-key"])?.trim() || undefined,
    bearer: bearerValue(first(request.headers.authorization)) ?? bearerValue(queryAuthorization),
  };
}

/** Credentials in the first message: `xi-api-key` (single context), `xi_api_key` (multi-context) or `authorization`. */
export function messageCredentials(message: TtsInputStreamingMessage): WebSocketCredentials {
  return {
    apiKey: (message["xi-api-key"] ?? message.xi_api_key)?.trim() || undefined,
    bearer: bearerValue(message.authorization),
  };
}

export const hasCredentials = (credentials: WebSocketCredentials) =>
  credentials.apiKey !== undefined ||
  credentials.bearer !== undefined ||
  credentials.singleUseToken !== undefined;

/**
 * Resolves credentials as the HTTP API does: an API key wins over a bearer token. A single-use token
 * wins over both (clients that hold one send nothing else) and is used up by the connection.
 */
export async function authenticateWebSocket(
  ports: Ports,
  credentials: WebSocketCredentials,
  meta: RequestMeta,
): Promise<AuthenticatedContext> {
  if (credentials.singleUseToken) {
    const { token, type } = credentials.singleUseToken;
    return authenticateSingleUseToken(ports, token, type, meta);
  }
  if (credentials.apiKey) return authenticateApiKey(ports, credentials.apiKey, meta);
  if (credentials.bearer) return authenticateBearer(ports, credentials.bearer, meta);
  throw new DomainError("needs_authorization", messages.webSocketNeedsAuthorization);
}
