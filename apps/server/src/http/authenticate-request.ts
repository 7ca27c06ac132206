import { type AuthRequirement, messages } from "@chorus/contract";
import {
  type AuthenticatedContext,
  authenticateApiKey,
  authenticateBearer,
  authenticateSingleUseToken,
  DomainError,
  type Ports,
  type PublicContext,
  requirePermission,
} from "@chorus/domain";
import type { FastifyRequest } from "fastify";
import { type GeoHeaderNames, requestMeta } from "./request-meta.ts";

function bearerToken(request: FastifyRequest): string | undefined {
  const value = request.headers.authorization;
  if (!value) return undefined;
  const match = /^Bearer\s+(.+)$/i.exec(value.trim());
  return match?.[1];
}

/** The `xi-api-key` header the ElevenLabs clients send, trimmed; undefined when absent or blank. */
export function apiKeyHeader(request: FastifyRequest): string | undefined {
  const value = request.headers["xi-api-key"];
  const key = Array.isArray(value) ? value[0] : value;
  return key?.trim() || undefined;
}

/**
 * Builds the verb context an operation's auth requirement calls for. An `xi-api-key` header
 * wins over a bearer token (the official SDK only ever sends the key). Runs before body
 * validation, so a caller without credentials learns that first.
 */
export async function authenticateRequest(
  auth: AuthRequirement,
  request: FastifyRequest,
  ports: Ports,
  geoHeaders: GeoHeaderNames,
): Promise<PublicContext | AuthenticatedContext> {
  const meta = requestMeta(request, geoHeaders);
  if (auth.kind === "public") return { ports, meta };
  const apiKey = apiKeyHeader(request);
  const bearer = bearerToken(request);
  if (auth.kind === "session") {
    if (!bearer) {
      throw apiKey
        ? new DomainError("forbidden", messages.forbidden)
        : new DomainError("needs_authorization", messages.needsAuthorization);
    }
    return authenticateBearer(ports, bearer, meta);
  }
  if (apiKey) {
    const ctx = await authenticateApiKey(ports, apiKey, meta);
    requirePermission(ctx, auth.permission);
    return ctx;
  }
  if (bearer) return authenticateBearer(ports, bearer, meta);
  const token = auth.singleUseToken ? (request.query as { token?: unknown } | undefined)?.token : undefined;
  if (auth.singleUseToken && typeof token === "string" && token) {
    const ctx = await authenticateSingleUseToken(ports, token, auth.singleUseToken, meta);
    requirePermission(ctx, auth.permission);
    return ctx;
  }
  throw new DomainError("needs_authorization", messages.needsAuthorization);
}
