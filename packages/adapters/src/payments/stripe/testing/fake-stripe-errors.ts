/** Stripe's error body (`{ error: { type, code, decline_code, message, param } }`) with its HTTP status. */
export class FakeStripeError extends Error {
  constructor(
    readonly status: number,
    readonly body: {
      type: "invalid_request_error" | "card_error" | "api_error" | "idempotency_error";
      message: string;
      code?: string;
      decline_code?: string;
      param?: string;
    },
    /** Whether the client may retry (Stripe's `Stripe-Should-Retry` header). */
    readonly retryable = false,
  ) {
    super(body.message);
  }

  static invalidRequest(message: string, options: { param?: string; code?: string } = {}): FakeStripeError {
    return new FakeStripeError(400, { type: "invalid_request_error", message, ...options });
  }

  /** `No such price: 'price_123'`, Stripe's 404 for an id it does not hold. */
  static missing(kind: string, id: string, param = "id"): FakeStripeError {
    return new FakeStripeError(404, {
      type: "invalid_request_error",
      code: "resource_missing",
      message: `No such ${kind}: '${id}'`,
      param,
    });
  }

  static card(message: string, code: string, declineCode: string): FakeStripeError {
    return new FakeStripeError(402, { type: "card_error", message, code, decline_code: declineCode });
  }
}
