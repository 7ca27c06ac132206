import { allOperations, type OperationDefinition } from "@chorus/contract";
import fastifyCors, { type FastifyCorsOptions } from "@fastify/cors";
import type { FastifyInstance, FastifyRequest } from "fastify";
import FindMyWay from "find-my-way";
import { REFRESH_COOKIE_PATH } from "../routes/v1/auth/refresh-cookie.ts";

/**
 * Request headers a browser on another origin may send: the API key, and what the official
 * ElevenLabs SDK adds to every call (@elevenlabs/elevenlabs-js BaseClient: the X-Fern-* set and a
 * User-Agent, which Firefox lets scripts set), plus a bearer token (not a cookie: a page must hold
 * it to send it) and If-None-Match for the cacheable lists.
 */
const allowedHeaders = [
  "xi-api-key",
  "authorization",
  "content-type",
  "accept",
  "if-none-match",
  "user-agent",
  "x-fern-language",
  "x-fern-sdk-name",
  "x-fern-sdk-version",
  "x-fern-runtime",
  "x-fern-runtime-version",
];

/**
 * Response headers a script may read besides the CORS-safelisted ones: the ElevenLabs ones
 * (request stitching, credit cost, concurrency, the SDK's retry back-off) and Chorus's
 * `x-chorus-*` extras. A new response header that clients read belongs here.
 */
const exposedHeaders = [
  "request-id",
  "history-item-id",
  "character-cost",
  "current-concurrent-requests",
  "maximum-concurrent-requests",
  "retry-after",
  "x-ratelimit-limit",
  "x-ratelimit-remaining",
  "x-ratelimit-reset",
  "content-disposition",
  "etag",
  "x-chorus-voice-conversion",
  "x-chorus-sound-recipe",
  "x-chorus-sound-recipe-match",
  "x-chorus-sound-seed",
  "x-chorus-sound-effect-id",
];

/**
 * Whether another origin may call an operation. API keys are not cookies, so a page on any origin
 * holding a key may call what a key can call (`auth: { kind: "any" }`), as it can call ElevenLabs,
 * and read what anyone may read (public GETs: shared clips, previews, default settings). Not:
 * - the operations only the web app's session may call (`kind: "session"`: account security, billing);
 * - anything under the refresh-token cookie's path (sign-in, token refresh), where the browser
 *   adds the cookie by itself;
 * - the public operations that act without any credential (pre-sign-up checks, verification and
 *   reset mails, the email change by code): the web app's own flows, which other sites' scripts
 *   could only use to drive them from their visitors' browsers.
 */
export function allowsCrossOrigin(operation: OperationDefinition): boolean {
  const underCookiePath =
    operation.path === REFRESH_COOKIE_PATH || operation.path.startsWith(`${REFRESH_COOKIE_PATH}/`);
  if (underCookiePath) return false;
  if (operation.auth.kind === "public") return operation.method === "GET";
  return operation.auth.kind === "any";
}

type Decision = { crossOrigin: boolean };

/**
 * The contract's operations in a router of their own (find-my-way, the router Fastify itself uses,
 * with the same defaults), so a preflight, which Fastify routes to the CORS plugin's OPTIONS
 * catch-all, is decided by the operation it asks about; new operations are covered as they are added.
 */
function operationRouter() {
  const router = FindMyWay<FindMyWay.HTTPVersion.V1>();
  const noHandler = () => {};
  for (const operation of allOperations) {
    const decision: Decision = { crossOrigin: allowsCrossOrigin(operation) };
    const path = operation.path.replace(/\{(\w+)\}/g, ":$1");
    router.on(operation.method, path, noHandler, decision);
    if (operation.method === "GET") router.on("HEAD", path, noHandler, decision);
  }
  return router;
}

/**
 * CORS on the API: any origin, no credentials (the answer is `Access-Control-Allow-Origin: *`, so
 * a browser never sends or accepts cookies with it), preflights answered by @fastify/cors before
 * any authentication; routes outside the cross-origin operations answer no CORS header at all
 * (and their preflight is a 404).
 */
export async function registerApiCors(app: FastifyInstance): Promise<void> {
  const router = operationRouter();
  const methods = [...new Set(allOperations.filter(allowsCrossOrigin).flatMap((op) => [op.method, "HEAD"]))];
  const crossOrigin: FastifyCorsOptions = {
    origin: "*",
    credentials: false,
    methods,
    allowedHeaders,
    exposedHeaders,
    // Chromium caps the preflight cache at two hours.
    maxAge: 7200,
    // A stray OPTIONS without Origin gets the headers rather than a plain-text 400.
    strictPreflight: false,
  };
  const isCrossOrigin = (request: FastifyRequest): boolean => {
    const preflightMethod = request.headers["access-control-request-method"];
    const method = request.method === "OPTIONS" ? preflightMethod?.toUpperCase() : request.method;
    if (!method) return false;
    const found = router.find(method as FindMyWay.HTTPMethod, request.url);
    return (found?.store as Decision | undefined)?.crossOrigin === true;
  };
  await app.register(fastifyCors, {
    delegator: (request, callback) =>
      callback(null, isCrossOrigin(request) ? crossOrigin : { origin: false }),
  });
}
