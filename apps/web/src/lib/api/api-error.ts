/**
 * The one error type every API call rejects with. Screens branch on `code` (the server's
 * `detail.status`, or one of the client-side kinds below) — never on `message`, which is
 * the human text to display as it arrives.
 */
export type ClientErrorKind = "network_error" | "unknown" | "validation";

export interface FieldError {
  /** The field name: the last string of a 422 `loc`, e.g. `["body","first_name"]` → `first_name`. */
  field: string | null;
  /** The whole 422 `loc` after `body`/`query`/`path`, e.g. `["platform_settings","auth","allowlist",0,"hostname"]`. */
  loc: (string | number)[];
  message: string;
}

export class ApiError extends Error {
  /** HTTP status; 0 when the request never got an answer or the body could not be read (spec 000 §8). */
  readonly status: number;
  /** `detail.status` for business errors, `validation` for 422 lists, else a client-side kind. */
  readonly code: string;
  readonly fieldErrors: FieldError[];

  constructor(status: number, code: string, message: string, fieldErrors: FieldError[] = []) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.code = code;
    this.fieldErrors = fieldErrors;
  }

  /** The message for one form field, if the server named it. */
  fieldMessage(field: string): string | undefined {
    return this.fieldErrors.find((e) => e.field === field)?.message;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export function hasCode(error: unknown, code: string): boolean {
  return isApiError(error) && error.code === code;
}
