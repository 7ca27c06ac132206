import { outboxPageSize, type Ports, readOutbox } from "@chorus/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { renderOutboxPage } from "./render-outbox-page.ts";

/** Like the test payment pages: no script, no framing, nothing cached, no referrer carrying a link's code. */
const pageHeaders = {
  "content-security-policy":
    "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'",
  "x-frame-options": "DENY",
  "referrer-policy": "no-referrer",
  "cache-control": "no-store",
  "x-content-type-options": "nosniff",
};

const loopback = new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);

/** The client is on this machine (behind a trusted proxy, the address the proxy reports). */
const fromThisMachine = (request: FastifyRequest) => loopback.has(request.ip);

/**
 * `GET /outbox`: the mail outbox as a page, on a Chorus without SMTP (the embedded default), where
 * verification links and invitations would otherwise only be in the console. Mail holds sign-in
 * links and codes, so only a browser on the machine Chorus runs on may open it.
 */
export function registerOutboxPage(app: FastifyInstance, ports: Ports): void {
  app.get("/outbox", { schema: { hide: true } }, async (request, reply) => {
    reply.headers(pageHeaders);
    if (!fromThisMachine(request))
      return reply
        .status(403)
        .type("text/plain; charset=utf-8")
        .send("The mail outbox opens only in a browser on the machine Chorus runs on.");
    return reply
      .type("text/html; charset=utf-8")
      .send(renderOutboxPage(await readOutbox(ports), outboxPageSize));
  });
}
