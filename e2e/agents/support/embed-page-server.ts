import http from "node:http";

export interface EmbedPageServer {
  /** `http://127.0.0.1:<port>`: the page's own origin, which the widget's WebSocket sends as `Origin`. */
  origin: string;
  /** `127.0.0.1:<port>`, as an agent's allowlist names it. */
  host: string;
  /** The page of an agent: `${origin}/agent/<id>`. */
  pageOf(agentId: string): string;
  close(): Promise<void>;
}

/**
 * A customer's site on its own origin: `/agent/<id>` is a page with the one-line embed of that agent,
 * under a strict Content-Security-Policy that names Chorus only where the widget needs it (its
 * script, its API and socket, its avatar images): nothing inline, so the widget must not need it.
 */
export async function serveEmbedPage(chorusUrl: string): Promise<EmbedPageServer> {
  const chorus = new URL(chorusUrl);
  const webSocket = `${chorus.protocol === "https:" ? "wss:" : "ws:"}//${chorus.host}`;
  const policy = [
    "default-src 'none'",
    `script-src ${chorus.origin}`,
    `connect-src ${chorus.origin} ${webSocket}`,
    `img-src ${chorus.origin} data:`,
    "media-src blob: data:",
    "style-src 'self'",
    "base-uri 'none'",
  ].join("; ");
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://127.0.0.1");
    const agentId = /^\/agent\/([\w-]+)$/.exec(url.pathname)?.[1];
    if (!agentId) {
      response.writeHead(url.pathname === "/favicon.ico" ? 204 : 404).end();
      return;
    }
    response.writeHead(200, {
      "content-type": "text/html; charset=utf-8",
      "cache-control": "no-store",
      "content-security-policy": policy,
    });
    response.end(`<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Crumb Bakery</title></head>
<body>
<main><h1>Crumb Bakery</h1><p>Fresh bread every morning.</p></main>
<chorus-convai agent-id="${agentId}"></chorus-convai><script src="${chorus.origin}/convai-widget/embed.js" async></script>
</body>
</html>
`);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (!address || typeof address !== "object") throw new Error("the page server has no port");
  const host = `127.0.0.1:${address.port}`;
  return {
    origin: `http://${host}`,
    host,
    pageOf: (agentId) => `http://${host}/agent/${agentId}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
