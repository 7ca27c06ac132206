import dns from "node:dns";
import http from "node:http";
import https from "node:https";
import { isIP, type LookupFunction } from "node:net";
import {
  type ToolWebhookCaller,
  ToolWebhookError,
  type ToolWebhookRequest,
  type ToolWebhookResponse,
} from "@chorus/domain";

export interface HttpToolWebhookCallerOptions {
  /** Extra certificate authorities to trust (PEM), for a deployment behind its own CA and for tests. */
  ca?: string;
}

/**
 * Resolves like the system does, then refuses unless every address is allowed: the check is made on
 * the addresses the socket connects to, so a second lookup cannot answer differently.
 */
export function checkedLookup(allowAddress: (address: string) => boolean): LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, "", 0);
      const refused = addresses.find((entry) => !allowAddress(entry.address));
      if (refused || addresses.length === 0)
        return callback(new ToolWebhookError(`${hostname} resolves to an address tools may not call`), "", 0);
      if (options.all) return (callback as (e: null, a: dns.LookupAddress[]) => void)(null, addresses);
      callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}

/**
 * Webhook tool calls over Node's http and https clients: every resolved address checked before
 * connecting (an IP in the URL too, which no lookup sees), no pooled sockets (a reused one would skip
 * the check), no redirects followed, the whole exchange within the request's timeout and the answer
 * within its byte bound.
 */
export function httpToolWebhookCaller(options: HttpToolWebhookCallerOptions = {}): ToolWebhookCaller {
  return {
    call(request) {
      const host = request.url.hostname.replace(/^\[|\]$/g, "");
      if (isIP(host) && !request.allowAddress(host))
        return Promise.reject(new ToolWebhookError(`${host} is an address tools may not call`));
      return exchange(request, options);
    },
  };
}

function exchange(request: ToolWebhookRequest, options: HttpToolWebhookCallerOptions) {
  return new Promise<ToolWebhookResponse>((resolve, reject) => {
    const client = request.url.protocol === "https:" ? https : http;
    const timeout = AbortSignal.timeout(request.timeoutMs);
    const signal = AbortSignal.any([request.signal, timeout]);
    const headers: Record<string, string> = { "user-agent": "Chorus", ...request.headers };
    if (request.body !== undefined) headers["content-length"] = String(Buffer.byteLength(request.body));
    const outgoing = client.request(request.url, {
      method: request.method,
      headers,
      lookup: checkedLookup(request.allowAddress),
      agent: false,
      ...(options.ca && client === https ? { ca: options.ca } : {}),
      signal,
    });
    const fail = (error: unknown) => {
      if (request.signal.aborted) return reject(request.signal.reason);
      if (timeout.aborted)
        return reject(
          new ToolWebhookError(`the webhook did not answer within ${request.timeoutMs / 1000} s`),
        );
      reject(
        error instanceof ToolWebhookError
          ? error
          : new ToolWebhookError(`the webhook could not be reached: ${(error as Error).message}`),
      );
    };
    outgoing.on("error", fail);
    outgoing.on("response", (response) => {
      const declared = Number(response.headers["content-length"] ?? Number.NaN);
      const tooLarge = () =>
        new ToolWebhookError(`the webhook's answer is larger than ${request.maxResponseBytes} bytes`);
      if (declared > request.maxResponseBytes) {
        response.destroy();
        return reject(tooLarge());
      }
      const parts: Buffer[] = [];
      let size = 0;
      response.on("data", (part: Buffer) => {
        size += part.length;
        if (size > request.maxResponseBytes) {
          response.destroy(tooLarge());
          return;
        }
        parts.push(part);
      });
      response.on("error", fail);
      response.on("end", () =>
        resolve({
          status: response.statusCode ?? 0,
          body: Buffer.concat(parts).toString("utf8"),
          contentType: response.headers["content-type"],
        }),
      );
    });
    outgoing.end(request.body);
  });
}
