import { type AgentWidgetView, DomainError, getAgentWidget, type Ports } from "@chorus/domain";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { type GeoHeaderNames, requestMeta } from "../http/request-meta.ts";
import { renderMissingAgentPage, renderTalkPage, talkPageStyleHash } from "./render-talk-page.ts";
import { readWidgetAsset } from "./widget-assets.ts";

const hidden = { schema: { hide: true } };
const maxTokenCharacters = 512;

/**
 * The embed and its worklets are loaded by pages on any origin: a classic `<script src>` (no-cors,
 * which Cross-Origin-Resource-Policy: same-origin would block) and `audioWorklet.addModule` (a
 * CORS request). So these paths, and only these, are `cross-origin` and `*`. Cached for a few
 * minutes and then revalidated by ETag: the URL has no version, and a new build should reach pages.
 */
async function sendWidgetAsset(request: FastifyRequest, reply: FastifyReply, name: string) {
  const asset = await readWidgetAsset(name);
  if (!asset)
    return reply
      .status(404)
      .type("text/plain; charset=utf-8")
      .send("The widget is not built: run `npm run server:build`.");
  reply.headers({
    "content-type": "text/javascript; charset=utf-8",
    "cache-control": "public, max-age=300",
    etag: asset.etag,
    "access-control-allow-origin": "*",
    "cross-origin-resource-policy": "cross-origin",
  });
  const held = request.headers["if-none-match"];
  if (held?.split(",").some((tag) => tag.trim().replace(/^W\//, "") === asset.etag))
    return reply.status(304).send();
  return reply.send(asset.body);
}

/** A host as a browser names it (`name`, `name:port`, `[v6]:port`): anything else is left out of the policy. */
const plainHost = /^([a-z0-9-]+(\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(:\d{1,5})?$/i;

/** The origin of an http(s) avatar image, for img-src. */
function avatarOrigin(view: AgentWidgetView): string | undefined {
  const { avatar } = view.widget;
  const url = avatar.type === "url" ? avatar.custom_url : avatar.type === "image" ? avatar.url : undefined;
  if (!url) return undefined;
  try {
    const parsed = new URL(url);
    return /^https?:$/.test(parsed.protocol) ? parsed.origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The talk-to page's policy: its script (the embed) and the embed's worklets from this origin, the
 * widget's configuration and conversation socket to this origin (as the browser reached it, and
 * as PUBLIC_URL names it), agent audio from blob:/data:, the avatar's image host, its one style
 * element by hash; nothing inline, no framing, no forms, no referrer (the URL holds the token).
 */
function talkPagePolicy(request: FastifyRequest, publicUrl: URL, view?: AgentWidgetView): string {
  const webSocket = (protocol: string, host: string) => `${protocol === "https" ? "wss" : "ws"}://${host}`;
  const sockets = [webSocket(publicUrl.protocol.replace(":", ""), publicUrl.host)];
  if (plainHost.test(request.host)) sockets.push(webSocket(request.protocol, request.host));
  const avatar = view ? avatarOrigin(view) : undefined;
  const directives: Record<string, string[]> = {
    "default-src": ["'none'"],
    "base-uri": ["'none'"],
    "script-src": ["'self'"],
    "script-src-attr": ["'none'"],
    "style-src": [talkPageStyleHash],
    "img-src": ["'self'", "data:", ...(avatar ? [avatar] : [])],
    "media-src": ["'self'", "blob:", "data:"],
    "connect-src": ["'self'", ...new Set(sockets)],
    "object-src": ["'none'"],
    "form-action": ["'none'"],
    "frame-ancestors": ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(" "))
    .join("; ");
}

async function findWidget(ports: Ports, request: FastifyRequest, geo: GeoHeaderNames, agentId: string) {
  const { token } = request.query as { token?: unknown };
  const shareableToken = typeof token === "string" && token ? token : undefined;
  if (token !== undefined && (!shareableToken || shareableToken.length > maxTokenCharacters))
    return { view: undefined, shareableToken };
  try {
    const ctx = { ports, meta: requestMeta(request, geo) };
    return { view: await getAgentWidget(ctx, agentId, { shareableToken }), shareableToken };
  } catch (error) {
    if (error instanceof DomainError && error.status === "agent_not_found")
      return { view: undefined, shareableToken };
    throw error;
  }
}

/**
 * The agent widget's routes (not contract operations): `GET /convai-widget/embed.js` and its
 * worklets (apps/widget, built by scripts/build-widget.mjs), and `GET /talk/{agent_id}?token=`,
 * the public talk-to page of an agent (a private one needs its shareable link's token).
 */
export function registerWidgetRoutes(
  app: FastifyInstance,
  options: { ports: Ports; geoHeaders: GeoHeaderNames },
): void {
  const publicUrl = new URL(options.ports.settings.publicUrl);
  app.get("/convai-widget/embed.js", hidden, (request, reply) => sendWidgetAsset(request, reply, "embed.js"));
  app.get<{ Params: { name: string } }>("/convai-widget/worklets/:name", hidden, (request, reply) =>
    sendWidgetAsset(request, reply, `worklets/${request.params.name}`),
  );
  app.get<{ Params: { agent_id: string } }>("/talk/:agent_id", hidden, async (request, reply) => {
    const { view, shareableToken } = await findWidget(
      options.ports,
      request,
      options.geoHeaders,
      request.params.agent_id,
    );
    reply.headers({
      "content-security-policy": talkPagePolicy(request, publicUrl, view),
      "x-frame-options": "DENY",
      "referrer-policy": "no-referrer",
      "cache-control": "no-store",
    });
    reply.type("text/html; charset=utf-8");
    if (!view) return reply.status(404).send(renderMissingAgentPage());
    return reply.send(renderTalkPage(view, shareableToken));
  });
}
