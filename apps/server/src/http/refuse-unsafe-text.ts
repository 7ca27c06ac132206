import { messages } from "@chorus/contract";
import { DomainError } from "@chorus/domain";
import type { FastifyInstance } from "fastify";
import { findUnsafeText } from "./unsafe-text.ts";

/**
 * Refuses NUL characters and unpaired surrogates anywhere in the path parameters, the query or a
 * JSON body (values and keys) with a 422 naming where, for every route at once: the hook runs
 * after authentication and body parsing, before validation, so no handler, verb or database
 * ever sees such text. Multipart text fields are checked where they are read
 * (read-multipart-form.ts), since their body is parsed inside the handler.
 */
export function refuseUnsafeText(app: FastifyInstance): void {
  app.addHook("preValidation", async (request) => {
    const location =
      findUnsafeText(request.params, ["path"]) ??
      findUnsafeText(request.query, ["query"]) ??
      findUnsafeText(request.body, ["body"]);
    if (location) throw DomainError.invalidField(location, messages.textNotWellFormed);
  });
}
