import type { FastifyReply } from "fastify";

/**
 * An AbortSignal that fires when the client goes away before the response is complete, so synthesis
 * for nobody stops at once. Listens on the response (one listener per request), not on the socket,
 * which keep-alive connections share between requests.
 */
export function abortOnClose(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.once("close", () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return controller.signal;
}
