import { type BusinessErrorBody, messages, type ValidationErrorBody } from "@chorus/contract";
import { isDomainError } from "@chorus/domain";
import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from "fastify-type-provider-zod";
import { frameworkErrorAnswer } from "./edge-errors.ts";
import { httpStatusForError } from "./http-status-for-error.ts";

/** Fastify names the request parts differently from FastAPI's `loc` (which clients expect). */
const locationNames: Record<string, string> = {
  body: "body",
  querystring: "query",
  params: "path",
  headers: "header",
};

/**
 * Bounds on what an error body repeats: messages can quote input (an unknown model id, a key
 * zod did not recognise), and a list can name every bad item of a 100,000-item array. An error
 * body stays a few KB whatever was sent.
 */
const maxMessageLength = 500;
const maxLocationKeyLength = 100;
const maxValidationIssues = 20;

function boundedText(text: string, maxLength = maxMessageLength): string {
  if (text.length <= maxLength) return text;
  let end = maxLength - 1;
  // Never cut a surrogate pair in half.
  if (/[\uD800-\uDBFF]/.test(text[end - 1] ?? "")) end--;
  return `${text.slice(0, end)}…`;
}

const boundedLocation = (loc: (string | number)[]) =>
  loc.map((key) => (typeof key === "string" ? boundedText(key, maxLocationKeyLength) : key));

/** `/items/0/name` → ["items", 0, "name"], as FastAPI reports locations. */
function pathSegments(instancePath: string): (string | number)[] {
  return instancePath
    .split("/")
    .filter(Boolean)
    .map((segment) => (/^\d+$/.test(segment) ? Number(segment) : segment));
}

/**
 * Turns every error into an ElevenLabs-shaped body at the edge: 422 validation lists, business
 * errors as `{ detail: { status, message } }`, and nothing internal (stack, SQL) in a 500.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const where = locationNames[error.validationContext ?? "body"] ?? "body";
      const body: ValidationErrorBody = {
        detail: error.validation.slice(0, maxValidationIssues).map((issue) => ({
          loc: boundedLocation([where, ...pathSegments(issue.instancePath)]),
          msg: boundedText(issue.message ?? "Invalid value"),
          type: issue.keyword,
        })),
      };
      return reply.status(422).send(body);
    }
    if (isDomainError(error)) {
      if (error.options.field) {
        const body: ValidationErrorBody = {
          detail: [
            {
              loc: boundedLocation(error.options.field),
              msg: boundedText(error.message),
              type: "value_error",
            },
          ],
        };
        return reply.status(422).send(body);
      }
      const body: BusinessErrorBody = {
        detail: { status: error.status, message: boundedText(error.message), ...error.options.extra },
      };
      return reply.status(httpStatusForError(error.status)).send(body);
    }
    if (error.code === "FST_ERR_CTP_INVALID_JSON_BODY" || error.code === "FST_ERR_CTP_EMPTY_JSON_BODY") {
      const body: ValidationErrorBody = {
        detail: [{ loc: ["body"], msg: error.message, type: "json_invalid" }],
      };
      return reply.status(422).send(body);
    }
    const framework = frameworkErrorAnswer(error);
    if (framework) return reply.status(framework.httpStatus).send(framework.body);
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // A plugin's client error without a code of ours: its message may quote input, so it is bounded.
      const body: BusinessErrorBody = {
        detail: { status: "invalid_request", message: boundedText(error.message) },
      };
      return reply.status(error.statusCode).send(body);
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, cause: error.cause }, "response did not match its contract schema");
    } else {
      request.log.error({ err: error }, "unhandled error");
    }
    const body: BusinessErrorBody = { detail: { status: "internal_error", message: messages.genericError } };
    return reply.status(500).send(body);
  });
}
