import dns from "node:dns";
import https from "node:https";
import { isIP, type LookupFunction } from "node:net";
import {
  type InitiationWebhookCaller,
  InitiationWebhookError,
  type InitiationWebhookRequest,
  type InitiationWebhookResponse,
} from "@chorus/domain";

export interface HttpsInitiationWebhookCallerOptions {
  /** Extra certificate authorities to trust (PEM), for a deployment behind its own CA and for tests. */
  ca?: string;
}

/** Resolves like the system does, then refuses unless every address the socket may use is allowed. */
function checkedLookup(allowAddress: (address: string) => boolean): LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, "", 0);
      const refused = addresses.find((entry) => !allowAddress(entry.address));
      if (refused || addresses.length === 0)
        return callback(
          new InitiationWebhookError(`${hostname} resolves to a private or loopback address`),
          "",
          0,
        );
      if (options.all) return (callback as (e: null, a: dns.LookupAddress[]) => void)(null, addresses);
      callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}

/**
 * The conversation-initiation webhook over Node's https client: https only, every resolved address
 * (and an IP written in the URL, which no lookup sees) checked before connecting, no pooled sockets
 * (a reused one would skip the check), no redirects followed, the whole exchange within the
 * request's timeout and the answer within its byte bound.
 */
export function httpsInitiationWebhookCaller(
  options: HttpsInitiationWebhookCallerOptions = {},
): InitiationWebhookCaller {
  return {
    post(request) {
      if (request.url.protocol !== "https:")
        return Promise.reject(new InitiationWebhookError("only https webhooks are called"));
      const host = request.url.hostname.replace(/^\[|\]$/g, "");
      if (isIP(host) && !request.allowAddress(host))
        return Promise.reject(new InitiationWebhookError(`${host} is a private or loopback address`));
      return exchange(request, options);
    },
  };
}

function exchange(request: InitiationWebhookRequest, options: HttpsInitiationWebhookCallerOptions) {
  return new Promise<InitiationWebhookResponse>((resolve, reject) => {
    const timeout = AbortSignal.timeout(request.timeoutMs);
    const signal = request.signal ? AbortSignal.any([request.signal, timeout]) : timeout;
    const outgoing = https.request(request.url, {
      method: "POST",
      headers: {
        "user-agent": "Chorus",
        ...request.headers,
        "content-length": String(Buffer.byteLength(request.body)),
      },
      lookup: checkedLookup(request.allowAddress),
      agent: false,
      ...(options.ca ? { ca: options.ca } : {}),
      signal,
    });
    const fail = (error: unknown) => {
      if (request.signal?.aborted) return reject(request.signal.reason);
      if (timeout.aborted)
        return reject(
          new InitiationWebhookError(`the webhook did not answer within ${request.timeoutMs / 1000} s`),
        );
      reject(
        error instanceof InitiationWebhookError
          ? error
          : new InitiationWebhookError(`the webhook could not be reached: ${(error as Error).message}`),
      );
    };
    outgoing.on("error", fail);
    outgoing.on("response", (response) => {
      const tooLarge = () =>
        new InitiationWebhookError(`the webhook's answer is larger than ${request.maxResponseBytes} bytes`);
      if (Number(response.headers["content-length"] ?? Number.NaN) > request.maxResponseBytes) {
        response.destroy();
        return reject(tooLarge());
      }
      const parts: Buffer[] = [];
      let size = 0;
      response.on("data", (part: Buffer) => {
        size += part.length;
        if (size > request.maxResponseBytes) return response.destroy(tooLarge());
        parts.push(part);
      });
      response.on("error", fail);
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, body: Buffer.concat(parts).toString("utf8") }),
      );
    });
    outgoing.end(request.body);
  });
}
