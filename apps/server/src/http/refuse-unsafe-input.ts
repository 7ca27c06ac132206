import { DomainError } from "@chorus/domain";
import type { FastifyInstance } from "fastify";
import { findUnsafeInput } from "./unsafe-input.ts";

/**
 * Refuses NUL characters and unpaired surrogates anywhere in the path parameters, the query or a
 * JSON body (values and keys), and JSON nested deeper than any input needs, with a 422 naming
 * where, for every route at once: the hook runs after authentication and body parsing, before
 * validation, so no schema, handler, verb or database ever sees such input. A JSON body's strings
 * are looked at only when its text holds a `\u` escape (json-body-parser.ts). Multipart text fields
 * are checked where they are read (read-multipart-form.ts), since their body is parsed inside the
 * handler.
 */
export function refuseUnsafeInput(app: FastifyInstance): void {
  app.addHook("preValidation", async (request) => {
    const unsafe =
      findUnsafeInput(request.params, ["path"]) ??
      findUnsafeInput(request.query, ["query"]) ??
      findUnsafeInput(request.body, ["body"], { checkText: request.jsonBodyHasEscapes });
    if (unsafe) throw DomainError.invalidField(unsafe.location, unsafe.message);
  });
}
