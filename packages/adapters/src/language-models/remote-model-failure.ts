import { LanguageModelError } from "@chorus/domain";
import { APIConnectionError, APIConnectionTimeoutError, APIError } from "openai";

/** Enough of a server's own message to act on, short enough for a log line and an `llm_error`. */
const maxDetailCharacters = 300;

/**
 * A remote model's failure as the `LanguageModelError` the conversation reports. The message names
 * the server by host (never the URL's credentials) and has every secret the request carried cut out:
 * a server's error text may repeat the key it was given ("Incorrect API key provided: sk-…").
 */
export function remoteModelFailure(
  error: unknown,
  server: { host: string; timeoutMs: number; secrets: readonly string[] },
): LanguageModelError {
  if (error instanceof LanguageModelError) return error;
  const where = `The language model server at ${server.host}`;
  const detail = (text: string) => {
    let safe = text;
    for (const secret of server.secrets) {
      // Very short values ("1", "on") would cut ordinary words out of the message without hiding anything.
      if (secret.length >= 4) safe = safe.split(secret).join("[redacted]");
    }
    safe = safe.replace(/\s+/g, " ").trim();
    return safe.length > maxDetailCharacters ? `${safe.slice(0, maxDetailCharacters)}…` : safe;
  };

  let message: string;
  if (error instanceof APIConnectionTimeoutError) {
    message = `${where} did not answer within ${Math.round(server.timeoutMs / 1000)} s`;
  } else if (error instanceof APIConnectionError) {
    message = `${where} is unreachable${causeText(error) ? `: ${detail(causeText(error))}` : ""}`;
  } else if (error instanceof APIError && error.status !== undefined) {
    const said = serverMessage(error.error);
    message = `${where} answered HTTP ${error.status}${said ? `: ${detail(said)}` : ""}`;
  } else if (error instanceof APIError) {
    // An `error` event inside a stream that had started well.
    const said = serverMessage(error.error) ?? error.message;
    message = `${where} reported an error mid-reply: ${detail(said)}`;
  } else if (error instanceof SyntaxError) {
    message = `${where} sent a reply that is not valid JSON`;
  } else {
    message = `${where} failed: ${detail(error instanceof Error ? error.message : String(error))}`;
  }
  // No `cause`: the client's error repeats the server's text whole (the key included), and logs
  // serialize an error's cause; the message above is the whole, redacted story.
  return new LanguageModelError(message);
}

/** The `message` of an OpenAI error body (`{ error: { message } }`, already unwrapped by the SDK). */
function serverMessage(body: unknown): string | undefined {
  if (typeof body === "object" && body !== null && "message" in body && typeof body.message === "string") {
    return body.message;
  }
  return undefined;
}

function causeText(error: APIConnectionError): string {
  const cause = error.cause;
  if (cause instanceof Error) {
    // Node's fetch wraps the socket error (ECONNREFUSED, ENOTFOUND) one level further down.
    const inner = cause.cause instanceof Error ? cause.cause.message : "";
    return inner || cause.message;
  }
  return "";
}
