import type { ErrorStatus } from "@chorus/contract";

/**
 * The one error type the domain throws. `status` is a closed code from the contract
 * (`errorStatuses`); the transport maps each code to one HTTP status and the
 * ElevenLabs body `{ detail: { status, message } }`. Callers branch on `status`, never on `message`.
 *
 * `field` marks an error about one input field: it is answered as a 422 validation list
 * (`{ detail: [{ loc, msg, type }] }`) so forms can show it next to the field.
 */
export class DomainError extends Error {
  constructor(
    readonly status: ErrorStatus,
    message: string,
    readonly options: { field?: (string | number)[]; extra?: Record<string, unknown> } = {},
  ) {
    super(message);
    this.name = "DomainError";
  }

  /** An error about one input field, e.g. `DomainError.invalidField(["body", "date_of_birth"], messages.mustBeAdult)`. */
  static invalidField(loc: (string | number)[], message: string): DomainError {
    return new DomainError("invalid_request", message, { field: loc });
  }
}

export function isDomainError(error: unknown): error is DomainError {
  return error instanceof DomainError;
}
