import { createHash } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";

/**
 * Answers a cacheable GET: sets an ETag derived from the body and the Cache-Control given; when
 * the client already holds this version (If-None-Match), answers 304 without a body. Returns
 * true when the 304 was sent.
 */
export function replyNotModified(
  request: FastifyRequest,
  reply: FastifyReply,
  body: unknown,
  cacheControl: string,
): boolean {
  const etag = `"${createHash("sha1").update(JSON.stringify(body)).digest("base64url")}"`;
  reply
    .header("etag", etag)
    .header("cache-control", cacheControl)
    .header("vary", "xi-api-key, authorization");
  const held = request.headers["if-none-match"];
  if (held?.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag)) {
    reply.code(304).send();
    return true;
  }
  return false;
}
