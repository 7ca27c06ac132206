/**
 * Calls an agent's webhook tool during a conversation (issue 19 §2). The domain builds the request
 * and decides the address policy; the adapter makes the HTTP call within the bounds it is given.
 */
export interface ToolWebhookRequest {
  url: URL;
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  headers: Record<string, string>;
  /** The encoded body (JSON or form), for methods that carry one. */
  body?: string;
  /** No complete answer within this many milliseconds fails the call. */
  timeoutMs: number;
  /** A larger response body fails the call. */
  maxResponseBytes: number;
  /**
   * Asked about every address the host resolves to (and an IP written in the URL) before
   * connecting; false refuses the call, so a public name pointing inside is refused too.
   */
  allowAddress(address: string): boolean;
  /** An interruption or the end of the call. */
  signal: AbortSignal;
}

export interface ToolWebhookResponse {
  status: number;
  /** The body as text (UTF-8). */
  body: string;
  contentType: string | undefined;
}

export interface ToolWebhookCaller {
  /**
   * Makes the call; redirects are not followed (a 3xx is answered as it is). Fails with
   * `ToolWebhookError` when refused, unreachable, too slow or too large, and with the signal's
   * reason when aborted.
   */
  call(request: ToolWebhookRequest): Promise<ToolWebhookResponse>;
}

/** A webhook call that did not get an answer; its message says why (told to the model and logged). */
export class ToolWebhookError extends Error {
  override readonly name = "ToolWebhookError";
}
