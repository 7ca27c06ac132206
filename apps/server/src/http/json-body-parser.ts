import type { FastifyInstance } from "fastify";

declare module "fastify" {
  interface FastifyRequest {
    /**
     * Whether the JSON body's text holds a `\u` escape, the only way JSON can spell a NUL or half
     * a surrogate pair; true until a JSON body is parsed, so other bodies are looked at in full.
     */
    jsonBodyHasEscapes: boolean;
  }
}

/**
 * Fastify's own JSON parser (prototype poisoning refused), which also notes whether the text holds
 * a `\u` escape: a body without one needs no string-by-string check for unsafe characters
 * (refuse-unsafe-input.ts), which on a list of 100,000 strings held the event loop for tens of ms.
 */
export function parseJsonBodies(app: FastifyInstance): void {
  app.decorateRequest("jsonBodyHasEscapes", true);
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    request.jsonBodyHasEscapes = (body as string).includes("\\u");
    parseJson(request, body as string, done);
  });
}
