import fastifyHelmet, { type FastifyHelmetOptions } from "@fastify/helmet";
import type { FastifyInstance, FastifyRequest, RouteOptions } from "fastify";
import { strictTransportSecurity } from "helmet";

type CspDirectives = Record<string, string[]>;

/** The Swagger UI's routes (its page, its script and style files, the document it reads). */
const DOCS_PREFIX = "/docs";

/**
 * The web app's policy (the SPA, its assets, the public share pages, and every API answer, which is
 * data a browser never runs). The built app has no inline script or event handler (checked in
 * e2e/web/content-security-policy.test.ts), so scripts come from this origin only. Styles too:
 * React and recharts set `style` through the CSSOM (`element.style.x = …`), which CSP does not
 * govern; only `style="…"` in markup or `<style>` elements would need 'unsafe-inline', and the
 * app has neither. Audio is played and drawn from blob: URLs (fetched audio, recordings, uploads)
 * and data: URLs (the TOTP QR code, CSS icons); the Live mode of speech to text opens a
 * WebSocket to this server. PUBLIC_URL's origin is listed besides 'self' because links the API
 * builds (history videos) name it, and the app may be reached under another name (127.0.0.1).
 */
function webAppDirectives(publicUrl: URL): CspDirectives {
  const origin = publicUrl.origin;
  const webSocketOrigin = `${publicUrl.protocol === "https:" ? "wss:" : "ws:"}//${publicUrl.host}`;
  return {
    "default-src": ["'self'"],
    "base-uri": ["'self'"],
    "script-src": ["'self'"],
    "script-src-attr": ["'none'"],
    "style-src": ["'self'"],
    "img-src": ["'self'", "data:", "blob:", origin],
    "media-src": ["'self'", "data:", "blob:", origin],
    "font-src": ["'self'", "data:"],
    // blob: because the speech-to-text page reads its uploads' waveforms back with fetch(blobUrl).
    "connect-src": ["'self'", "blob:", origin, webSocketOrigin],
    // The app starts no Web Worker or AudioWorklet today (the microphone is read with a
    // ScriptProcessor on the page); a worker file the build emits would come from this origin.
    "worker-src": ["'self'"],
    "object-src": ["'none'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
    ...(publicUrl.protocol === "https:" ? { "upgrade-insecure-requests": [] } : {}),
  };
}

/**
 * The Swagger UI at /docs: its three script files come from this origin (@fastify/swagger-ui serves
 * no inline script), but the UI adds a `<style>` element of its own when it renders (seen as a
 * `style-src-elem` violation in Chromium without 'unsafe-inline'), so its styles need
 * 'unsafe-inline'; its icons are data: URLs. "Try it out" calls the API on this origin.
 */
function docsDirectives(): CspDirectives {
  return {
    "default-src": ["'self'"],
    "base-uri": ["'self'"],
    "script-src": ["'self'"],
    "script-src-attr": ["'none'"],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:"],
    "font-src": ["'self'", "data:"],
    "connect-src": ["'self'"],
    "object-src": ["'none'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
  };
}

/**
 * The test payment provider's hosted pages (/test-payments/…) set their own, stricter policy in
 * `payments/register-test-payment-pages.ts` (no script at all, inline styles, no referrer); a
 * header set on the reply takes precedence over the ones set here, so they keep theirs.
 */
function helmetOptions(directives: CspDirectives): FastifyHelmetOptions {
  return {
    contentSecurityPolicy: { useDefaults: false, directives },
    xFrameOptions: { action: "deny" },
    referrerPolicy: { policy: "no-referrer" },
    // Decided per request below: only an answer that arrived over https may pin the browser to https.
    strictTransportSecurity: false,
    // Cross-origin reads of the API go through CORS (api-cors.ts), which this header does not affect.
    crossOriginResourcePolicy: { policy: "same-origin" },
  };
}

/**
 * HSTS only when the browser reached Chorus over https: PUBLIC_URL says so (TLS ends at a proxy in
 * front), or the request itself was https (Fastify's `request.protocol`, which reads a trusted
 * proxy's X-Forwarded-Proto when the app is configured to trust it). Browsers ignore it over plain
 * http, and a deployment that is not served over https must not pin its name to https for a year.
 */
const addHsts = strictTransportSecurity({ maxAge: 31_536_000, includeSubDomains: true });

/**
 * Security headers (CSP, frame-ancestors and X-Frame-Options, nosniff, Referrer-Policy, HSTS over
 * https, COOP/CORP) on every answer, through @fastify/helmet; the Swagger UI gets a policy of its own.
 */
export async function registerSecurityHeaders(app: FastifyInstance, publicUrl: string): Promise<void> {
  const url = new URL(publicUrl);
  const docsHelmet = helmetOptions(docsDirectives());
  // Added before the routes and before @fastify/helmet's own onRoute hook, which reads the
  // `helmet` route option this sets on the Swagger UI's routes as they are added.
  app.addHook("onRoute", (route: RouteOptions) => {
    if (route.url === DOCS_PREFIX || route.url.startsWith(`${DOCS_PREFIX}/`)) route.helmet = docsHelmet;
  });
  await app.register(fastifyHelmet, helmetOptions(webAppDirectives(url)));
  const alwaysHttps = url.protocol === "https:";
  app.addHook("onRequest", (request: FastifyRequest, reply, done) => {
    if (alwaysHttps || request.protocol === "https") addHsts(request.raw, reply.raw, done);
    else done();
  });
}
