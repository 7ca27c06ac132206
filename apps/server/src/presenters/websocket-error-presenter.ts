import { messages, type WebSocketErrorFrame } from "@chorus/contract";
import { isDomainError } from "@chorus/domain";
import { ZodError } from "zod";
import { httpStatusForError } from "../http/http-status-for-error.ts";

/** Close codes (RFC 6455 §7.4.1) the text-to-speech WebSockets end with. */
export const closeCodes = {
  normal: 1000,
  invalidPayload: 1007,
  policyViolation: 1008,
  internalError: 1011,
} as const;

/**
 * An error as a WebSocket error frame (`{message, error, code, param?}`, the shape of the dialogue
 * WebSocket's errors): `error` is the `detail.status` code the HTTP API would send and `code` the
 * HTTP status it would answer with, so clients handle both the same way.
 */
export function presentWebSocketError(error: unknown): { frame: WebSocketErrorFrame; closeCode: number } {
  if (error instanceof ZodError) {
    const issue = error.issues[0];
    const where = issue?.path.join(".") ?? "";
    return {
      frame: {
        message: messages.invalidWebSocketMessage(
          `${where ? `${where}: ` : ""}${issue?.message ?? "invalid"}`,
        ),
        error: "invalid_request",
        code: 422,
        ...(where ? { param: where } : {}),
      },
      closeCode: closeCodes.invalidPayload,
    };
  }
  if (isDomainError(error)) {
    const frame: WebSocketErrorFrame = {
      message: error.message,
      error: error.status,
      code: error.options.field ? 422 : httpStatusForError(error.status),
      ...(error.options.field ? { param: error.options.field.join(".") } : {}),
    };
    return {
      frame,
      closeCode: frame.code >= 500 ? closeCodes.internalError : closeCodes.policyViolation,
    };
  }
  return {
    frame: { message: messages.internalError, error: "internal_error", code: 500 },
    closeCode: closeCodes.internalError,
  };
}
