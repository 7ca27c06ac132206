import { type Ports, receivePaymentWebhook } from "@chorus/domain";
import type { FastifyInstance } from "fastify";

/** Where the payment provider delivers its events (Stripe: configure this URL on the webhook endpoint). */
export const paymentWebhookPath = "/v1/billing/webhook";

/**
 * `POST /v1/billing/webhook`: not a contract operation (the body is the provider's, not ElevenLabs'),
 * and unauthenticated (the signature is the authentication). The body is kept as the exact string
 * received, because the signature covers those bytes. A bad signature is a 400 in the ElevenLabs
 * error shape; a failure while applying is a 500, so the provider delivers the event again.
 */
export async function registerPaymentWebhook(app: FastifyInstance, ports: Ports): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", { parseAs: "string" }, (_request, body, done) => done(null, body));
    scope.post(paymentWebhookPath, { schema: { hide: true } }, async (request) => {
      const headers: Record<string, string | undefined> = {};
      for (const [name, value] of Object.entries(request.headers))
        headers[name] = Array.isArray(value) ? value.join(",") : value;
      const outcome = await receivePaymentWebhook(ports, String(request.body ?? ""), headers);
      return { received: true, outcome };
    });
  });
}
