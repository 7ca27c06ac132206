import { messages } from "@chorus/contract";
import { isApiError } from "./api-error.ts";

/** The text to show for any failure: the server's message as sent, else the generic one. */
export function errorMessage(error: unknown): string {
  if (isApiError(error)) return error.message || messages.genericError;
  return messages.genericError;
}
