import { largestJsonText, type OperationDefinition } from "@chorus/contract";

/** The server-wide body limit: what a route with no tighter bound of its own may receive. */
export const serverBodyLimitBytes = 10 * 1024 * 1024;

/**
 * Room on top of the largest valid body: whitespace a client may pretty-print with, and a few
 * fields a newer SDK may send that Chorus does not know yet (zod drops unknown keys).
 */
const allowanceBytes = 16 * 1024;

/**
 * A JSON route's body limit: twice the largest body its schema lets through (largestJsonText), plus
 * the allowance, at most the server's. An operation that takes no body gets the allowance alone.
 * Fastify refuses a larger body (413) as it streams in, so a body no valid request comes near is
 * never held whole in memory or parsed on the event loop: a list of 100,000 items sent as a phone
 * number costs nothing, where parsing it took tens of ms.
 */
export function jsonBodyLimit(operation: OperationDefinition): number {
  const body = operation.request?.body;
  const largest = body ? largestJsonText(body) : 0;
  return Math.min(serverBodyLimitBytes, 2 * largest + allowanceBytes);
}
