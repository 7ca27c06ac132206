/**
 * Calls a workspace's conversation-initiation webhook (issue 19 §6) before a conversation starts.
 * The domain builds the request and decides the address policy; the adapter makes the https call
 * within the bounds it is given.
 */
export interface InitiationWebhookRequest {
  /** Always https. */
  url: URL;
  headers: Record<string, string>;
  /** The JSON body. */
  body: string;
  /** No complete answer within this many milliseconds fails the call. */
  timeoutMs: number;
  /** A larger answer fails the call. */
  maxResponseBytes: number;
  /**
   * Asked about every address the host resolves to (and an IP written in the URL) before
   * connecting; false refuses the call, so a public name pointing inside is refused too.
   */
  allowAddress(address: string): boolean;
  signal?: AbortSignal;
}

export interface InitiationWebhookResponse {
  status: number;
  body: string;
}

export interface InitiationWebhookCaller {
  /**
   * POSTs the body; redirects are not followed. Fails with `InitiationWebhookError` when refused,
   * unreachable, too slow or too large.
   */
  post(request: InitiationWebhookRequest): Promise<InitiationWebhookResponse>;
}

/** A webhook call that got no usable answer; its message says why (logged, never shown to the caller). */
export class InitiationWebhookError extends Error {
  override readonly name = "InitiationWebhookError";
}
