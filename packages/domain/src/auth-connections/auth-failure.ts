/**
 * Why an auth connection gave no headers. The message is for the model and the executions log:
 * it names the connection's endpoint and status, never a credential or a token.
 */
export interface AuthorizationFailure {
  reason:
    | "not_found"
    | "unreadable"
    | "token_refused"
    | "token_unreachable"
    | "token_invalid"
    | "key_invalid";
  message: string;
}

/** The headers an outgoing request carries for an auth connection, or why there are none. */
export type AuthorizationHeadersResult =
  | { ok: true; headers: Record<string, string> }
  | { ok: false; failure: AuthorizationFailure };

export const authFailure = (
  reason: AuthorizationFailure["reason"],
  message: string,
): { ok: false; failure: AuthorizationFailure } => ({ ok: false, failure: { reason, message } });
