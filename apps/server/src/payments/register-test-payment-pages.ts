import type { PageResponse, TestPaymentProvider } from "@chorus/adapters/payments/test-provider";
import fastifyFormbody from "@fastify/formbody";
import type { FastifyInstance, FastifyReply } from "fastify";

type TokenParams = { Params: { token: string } };
type CheckoutParams = { Params: { checkoutId: string } };
type Form = Record<string, unknown>;

/**
 * Hosted pages are a payment company's pages, not Chorus's app: no script, no framing, nothing cached,
 * no referrer leaking the page's token. `form-action` is left open because a form's 303 goes on to
 * Chorus's return URL, which may be another origin in development.
 */
const pageHeaders = {
  "content-security-policy":
    "default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; frame-ancestors 'none'",
  "x-frame-options": "DENY",
  "referrer-policy": "no-referrer",
  "cache-control": "no-store",
  "x-content-type-options": "nosniff",
};

function send(reply: FastifyReply, page: PageResponse) {
  reply.headers(pageHeaders);
  if (page.kind === "redirect") return reply.redirect(page.location, 303);
  return reply.status(page.statusCode).type("text/html; charset=utf-8").send(page.html);
}

const formOf = (body: unknown): Form => (body && typeof body === "object" ? (body as Form) : {});

/**
 * The built-in test provider's hosted pages (checkout, 3-D Secure step, customer portal, payment
 * method). GET renders, POST takes url-encoded forms and answers a page or a 303. Registered as an
 * encapsulated plugin, so the form parser only exists for these routes.
 */
export async function registerTestPaymentPages(
  app: FastifyInstance,
  provider: TestPaymentProvider,
): Promise<void> {
  const { pages } = provider;
  await app.register(async (scope) => {
    await scope.register(fastifyFormbody);
    const hidden = { schema: { hide: true } };

    scope.get<CheckoutParams>("/test-payments/checkout/:checkoutId", hidden, async (request, reply) =>
      send(reply, await pages.showCheckout(request.params.checkoutId)),
    );
    scope.post<CheckoutParams>("/test-payments/checkout/:checkoutId/pay", hidden, async (request, reply) =>
      send(reply, await pages.payCheckout(request.params.checkoutId, formOf(request.body))),
    );
    scope.post<CheckoutParams>(
      "/test-payments/checkout/:checkoutId/authenticate",
      hidden,
      async (request, reply) =>
        send(reply, await pages.authenticateCheckout(request.params.checkoutId, formOf(request.body))),
    );

    scope.get<TokenParams>("/test-payments/portal/:token", hidden, async (request, reply) =>
      send(reply, await pages.showPortal(request.params.token)),
    );
    scope.post<TokenParams>("/test-payments/portal/:token/cancel", hidden, async (request, reply) =>
      send(reply, await pages.cancelFromPortal(request.params.token)),
    );
    scope.post<TokenParams>("/test-payments/portal/:token/keep", hidden, async (request, reply) =>
      send(reply, await pages.keepFromPortal(request.params.token)),
    );
    scope.post<TokenParams>("/test-payments/portal/:token/payment-methods", hidden, async (request, reply) =>
      send(reply, await pages.openPaymentMethodsFromPortal(request.params.token)),
    );

    scope.get<TokenParams>("/test-payments/payment-methods/:token", hidden, async (request, reply) =>
      send(reply, await pages.showPaymentMethods(request.params.token)),
    );
    scope.post<TokenParams>("/test-payments/payment-methods/:token", hidden, async (request, reply) =>
      send(reply, await pages.savePaymentMethod(request.params.token, formOf(request.body))),
    );
    scope.post<TokenParams>(
      "/test-payments/payment-methods/:token/authenticate",
      hidden,
      async (request, reply) =>
        send(reply, await pages.authenticatePaymentMethod(request.params.token, formOf(request.body))),
    );
  });
}
