import http from "node:http";
import https from "node:https";
import { isIP } from "node:net";
import { McpClientError } from "@chorus/domain";
import type { FetchLike } from "@modelcontextprotocol/sdk/shared/transport.js";
import { checkedLookup } from "../tool-webhooks/http-tool-webhook-caller.ts";

export interface GuardedFetchOptions {
  /** The server's origin: a request elsewhere is refused (the address policy was chosen for this host). */
  origin: string;
  allowAddress(address: string): boolean;
  /** What all answers of one connection may weigh together. */
  maxResponseBytes: number;
  /** Extra certificate authorities to trust (PEM), for a deployment behind its own CA and for tests. */
  ca?: string;
  /** Told when the bound is passed (the SDK may only log a failed stream: the caller ends the use). */
  onTooLarge?(error: McpClientError): void;
}

/**
 * The `fetch` the MCP SDK's transports are given: Node's http and https clients with the webhook
 * tools' checked lookup (every resolved address asked about before connecting, an IP in the URL
 * too), no pooled sockets (a reused one would skip the check), no redirects followed (the SDK
 * follows same-origin ones through this again), no compression, and the bytes of every answer of
 * the connection counted against one bound; only the server's own origin.
 */
export function guardedFetch(options: GuardedFetchOptions): FetchLike {
  let received = 0;
  return (input, init = {}) =>
    new Promise<Response>((resolve, reject) => {
      const url = new URL(String(input));
      if (url.origin !== options.origin)
        return reject(new McpClientError(`the MCP server sent Chorus to another origin (${url.origin})`));
      const host = url.hostname.replace(/^\[|\]$/g, "");
      if (isIP(host) && !options.allowAddress(host))
        return reject(new McpClientError(`${host} is an address MCP servers may not be reached at`));
      if (init.body !== undefined && init.body !== null && typeof init.body !== "string")
        return reject(new McpClientError("unexpected request body"));
      const client = url.protocol === "https:" ? https : http;
      const headers = Object.fromEntries(new Headers(init.headers).entries());
      headers["accept-encoding"] = "identity";
      headers["user-agent"] ??= "Chorus";
      if (typeof init.body === "string") headers["content-length"] = String(Buffer.byteLength(init.body));
      const outgoing = client.request(url, {
        method: init.method ?? "GET",
        headers,
        lookup: checkedLookup(options.allowAddress),
        agent: false,
        ...(options.ca && client === https ? { ca: options.ca } : {}),
        ...(init.signal ? { signal: init.signal } : {}),
      });
      outgoing.on("error", reject);
      outgoing.on("response", (response) => {
        const status = response.statusCode ?? 0;
        const responseHeaders = new Headers();
        for (const [name, value] of Object.entries(response.headers))
          if (value !== undefined) responseHeaders.set(name, Array.isArray(value) ? value.join(", ") : value);
        let settled = false;
        const body = new ReadableStream<Uint8Array>({
          start(controller) {
            response.on("data", (part: Buffer) => {
              if (settled) return;
              received += part.length;
              if (received > options.maxResponseBytes) {
                settled = true;
                response.destroy();
                const error = new McpClientError(
                  `the MCP server's answers are larger than ${options.maxResponseBytes} bytes`,
                );
                controller.error(error);
                options.onTooLarge?.(error);
                return;
              }
              controller.enqueue(new Uint8Array(part));
            });
            response.on("end", () => {
              if (!settled) controller.close();
              settled = true;
            });
            response.on("error", (error) => {
              if (!settled) controller.error(error);
              settled = true;
            });
          },
          cancel() {
            settled = true;
            response.destroy();
          },
        });
        const empty = status === 204 || status === 304 || init.method === "HEAD";
        if (empty) response.resume();
        resolve(
          new Response(empty ? null : body, {
            status,
            statusText: response.statusMessage,
            headers: responseHeaders,
          }),
        );
      });
      outgoing.end(init.body ?? undefined);
    });
}
