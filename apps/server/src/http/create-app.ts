import fs from "node:fs";
import path from "node:path";
import type { TestPaymentProvider } from "@chorus/adapters/payments/test-provider";
import type { AbuseProtectionConfig } from "@chorus/config";
import { allOperations, buildOpenApiDocument, messages, type OperationDefinition } from "@chorus/contract";
import type { Ports } from "@chorus/domain";
import fastifyCookie from "@fastify/cookie";
import fastifyStatic from "@fastify/static";
import fastifySwagger from "@fastify/swagger";
import fastifySwaggerUi from "@fastify/swagger-ui";
import fastifyWebsocket from "@fastify/websocket";
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyRequest } from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import type { Logger as PinoLogger } from "pino";
import { RequestLogController } from "../logging/request-log-controller.ts";
import { registerOutboxPage } from "../outbox-page/register-outbox-page.ts";
import { registerPaymentWebhook } from "../payments/register-payment-webhook.ts";
import { registerTestPaymentPages } from "../payments/register-test-payment-pages.ts";
import { allRoutes } from "../routes/index.ts";
import { registerAgentConversationWebSocket } from "../websocket/agent-conversation.ts";
import { registerSpeechToTextRealtimeWebSocket } from "../websocket/speech-to-text-realtime.ts";
import { registerTextToSpeechWebSockets } from "../websocket/text-to-speech-input-streaming.ts";
import { registerWidgetRoutes } from "../widget/register-widget-routes.ts";
import { registerApiCors } from "./api-cors.ts";
import { authenticateRequest } from "./authenticate-request.ts";
import type { RouteBinding } from "./bind-operation.ts";
import { edgeErrorOptions, refuseLongUrls } from "./edge-errors.ts";
import { installErrorHandler } from "./error-handler.ts";
import { jsonBodyLimit, serverBodyLimitBytes } from "./json-body-limit.ts";
import { parseJsonBodies } from "./json-body-parser.ts";
import { registerRateLimits } from "./rate-limits/register-rate-limits.ts";
import { allowMultipart, readMultipartForm } from "./read-multipart-form.ts";
import { refuseUnsafeInput } from "./refuse-unsafe-input.ts";
import type { GeoHeaderNames } from "./request-meta.ts";
import { uploadFolderOf, uploadRouteHooks } from "./request-upload-folder.ts";
import { registerSecurityHeaders } from "./security-headers.ts";
import { trustedProxies } from "./trusted-proxies.ts";

export interface AppOptions {
  ports: Ports;
  logger: PinoLogger;
  geoHeaders: GeoHeaderNames;
  /** Rate limits and which proxies' X-Forwarded-For names the client. */
  abuse: AbuseProtectionConfig;
  /** Folder of the built web app; served at `/` with client-side routing when it exists. */
  webDistDir?: string;
  routes?: RouteBinding[];
  /** The built-in test payment provider, whose hosted pages (checkout, portal, card) the app serves. */
  testPayments?: TestPaymentProvider;
  /** Serve the mail outbox page (`/outbox`, to this machine only): mail is not sent, there is no SMTP. */
  mailOutboxPage?: boolean;
  /** Where multipart files are staged, a folder per request: inside the process's folder under `DATA_DIR/tmp`. */
  uploadsDir: string;
  /** A log line per request and per response (`LOG_REQUESTS`); off, only what goes wrong is logged. */
  logRequests?: boolean;
}

declare module "fastify" {
  interface FastifyRequest {
    chorusContext: unknown;
  }
}

const toFastifyPath = (openApiPath: string) => openApiPath.replace(/\{(\w+)\}/g, ":$1");
const operationKey = (op: OperationDefinition) => `${op.method} ${op.path}`;

/** Fails fast at boot when the contract and the routes disagree: every operation has exactly one route. */
function assertRoutesCoverContract(routes: RouteBinding[]): void {
  const bound = new Map<string, number>();
  for (const route of routes)
    bound.set(operationKey(route.operation), (bound.get(operationKey(route.operation)) ?? 0) + 1);
  const missing = allOperations.filter((op) => !bound.has(operationKey(op))).map(operationKey);
  const doubled = [...bound].filter(([, n]) => n > 1).map(([key]) => key);
  if (missing.length || doubled.length) {
    throw new Error(
      `Routes do not match the contract. Missing: ${missing.join(", ") || "none"}. Bound twice: ${doubled.join(", ") || "none"}.`,
    );
  }
}

function registerRoute(app: FastifyInstance, route: RouteBinding, options: AppOptions): void {
  const { operation } = route;
  if (operation.request?.form && !route.beforeBody)
    throw new Error(`${operationKey(operation)} takes uploads but binds no check before the body`);
  const response: Record<number, unknown> = {};
  for (const [status, schema] of Object.entries(operation.responses)) {
    if (!("binary" in schema)) response[Number(status)] = schema;
  }
  app.withTypeProvider<ZodTypeProvider>().route({
    method: operation.method,
    url: toFastifyPath(operation.path),
    // A multipart body has its own limits (read-multipart-form.ts).
    ...(operation.request?.form ? {} : { bodyLimit: jsonBodyLimit(operation) }),
    schema: {
      ...(operation.request?.params ? { params: operation.request.params } : {}),
      ...(operation.request?.query ? { querystring: operation.request.query } : {}),
      ...(operation.request?.body ? { body: operation.request.body } : {}),
      response,
    },
    onRequest: async (request: FastifyRequest) => {
      request.chorusContext = await authenticateRequest(
        operation.auth,
        request,
        options.ports,
        options.geoHeaders,
      );
    },
    ...(operation.request?.form ? uploadRouteHooks : {}),
    handler: async (request, reply) => {
      const known = {
        ctx: request.chorusContext as never,
        params: request.params as never,
        query: request.query as never,
      };
      const form = operation.request?.form;
      // Credentials were checked in onRequest; the upload's cheap refusals come next, still before the body.
      if (form) await route.beforeBody?.(known);
      return route.handler({
        ...known,
        body: request.body as never,
        form: (form
          ? await readMultipartForm(request, form, uploadFolderOf(request, options.uploadsDir))
          : undefined) as never,
        request,
        reply,
      });
    },
  });
}

/** Serves the built SPA; unknown non-API paths get index.html so client-side routes survive a reload. */
async function registerWebApp(app: FastifyInstance, distDir: string | undefined): Promise<void> {
  const indexFile = distDir ? path.join(distDir, "index.html") : undefined;
  const hasWeb = !!indexFile && fs.existsSync(indexFile);
  if (hasWeb) await app.register(fastifyStatic, { root: distDir!, wildcard: false, index: false });
  app.setNotFoundHandler((request, reply) => {
    const isApi = /^\/(v\d+|docs|openapi\.json)(\/|$)/.test(request.url);
    if (!isApi && hasWeb && request.method === "GET") {
      return reply.type("text/html").send(fs.createReadStream(indexFile!));
    }
    return reply.status(404).send({ detail: { status: "not_found", message: messages.notFound } });
  });
}

let builtDocument: ReturnType<typeof buildOpenApiDocument> | undefined;

/**
 * The contract's OpenAPI document, built once per process: it depends on the contract alone, and
 * building it (every schema through zod's JSON Schema conversion) took about 0.1 s of CPU for each
 * app, which a test process with a hundred servers paid a hundred times. Each app gets its own copy.
 */
function contractDocument() {
  builtDocument ??= buildOpenApiDocument();
  return builtDocument;
}

/** Builds the HTTP app: contract-bound routes, ElevenLabs-shaped errors, the OpenAPI document and docs, and the web app. */
export async function createApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: options.logger as FastifyBaseLogger,
    logController: new RequestLogController(options.logRequests ?? false),
    bodyLimit: serverBodyLimitBytes,
    ...edgeErrorOptions,
    trustProxy: trustedProxies(options.abuse.trustProxy),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  refuseLongUrls(app);
  parseJsonBodies(app);
  refuseUnsafeInput(app);
  app.decorateRequest("chorusContext", null);
  await app.register(fastifyCookie);
  await registerSecurityHeaders(app, options.ports.settings.publicUrl);
  await registerApiCors(app);
  await registerRateLimits(app, { ports: options.ports, limits: options.abuse.rateLimits });

  const routes = options.routes ?? allRoutes;
  if (!options.routes) assertRoutesCoverContract(routes);
  const formRoutes = routes.filter((route) => route.operation.request?.form);
  for (const route of routes) if (!route.operation.request?.form) registerRoute(app, route, options);
  // Multipart bodies are accepted only by the operations that declare a form.
  await app.register(async (scope) => {
    await allowMultipart(scope);
    for (const route of formRoutes) registerRoute(scope, route, options);
  });
  // JSON text frames of at most 1 MB: far more than any text chunk a client streams.
  await app.register(fastifyWebsocket, {
    options: {
      maxPayload: 1024 * 1024,
      // The agents' client asks for `convai` (and may add `bearer.<token>`): browsers fail a handshake
      // whose answer is not one they asked for, so `convai` is chosen whenever it is offered.
      handleProtocols: (protocols) => (protocols.has("convai") ? "convai" : ([...protocols][0] ?? false)),
    },
  });
  registerTextToSpeechWebSockets(app, options);
  registerSpeechToTextRealtimeWebSocket(app, options);
  registerAgentConversationWebSocket(app, options);
  await registerPaymentWebhook(app, options.ports);
  if (options.testPayments) await registerTestPaymentPages(app, options.testPayments);
  if (options.mailOutboxPage) registerOutboxPage(app, options.ports);
  // The agent widget's embed (any origin may load it) and the public talk-to page.
  registerWidgetRoutes(app, options);

  const openApiDocument = structuredClone(contractDocument());
  app.get("/openapi.json", { schema: { hide: true } }, async () => openApiDocument);
  await app.register(fastifySwagger, {
    mode: "static",
    specification: { document: openApiDocument as never },
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: "/docs",
    uiConfig: { docExpansion: "list", deepLinking: true },
  });
  app.get("/health", { schema: { hide: true } }, async () => ({ status: "ok" }));

  await registerWebApp(app, options.webDistDir);
  return app;
}
