import dns from "node:dns";
import type { IncomingMessage } from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import { type RemoteFileFetcher, RemoteFileStatusError } from "@chorus/domain";

export interface HttpsFileFetcherOptions {
  /** Extra certificate authorities to trust (PEM), as a deployment behind its own CA needs. */
  ca?: string;
  /** No answer for this long ends the download (default 30 s). */
  idleTimeoutMs?: number;
  /** Redirects followed, each checked again (default 3). */
  maxRedirects?: number;
}

/** A download refused or failed; its message says why, for the caller's error. */
export class RemoteFileError extends Error {}

/**
 * Resolves like the system does, then refuses unless every address is allowed: the check happens on
 * the addresses the socket will connect to, so a name that resolves inside cannot slip through (and
 * a second lookup cannot answer differently, as it could if the check resolved separately).
 */
function checkedLookup(allowAddress: (address: string) => boolean): LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, "", 0);
      const refused = addresses.find((entry) => !allowAddress(entry.address));
      if (refused || addresses.length === 0)
        return callback(new RemoteFileError(`${hostname} resolves to a private or loopback address`), "", 0);
      if (options.all) return (callback as (e: null, a: dns.LookupAddress[]) => void)(null, addresses);
      callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}

/** Downloads over Node's https client, following a few checked redirects, streaming within a byte limit. */
export function httpsFileFetcher(options: HttpsFileFetcherOptions = {}): RemoteFileFetcher {
  const idleTimeoutMs = options.idleTimeoutMs ?? 30_000;
  const maxRedirects = options.maxRedirects ?? 3;
  const get = (url: URL, allowAddress: (address: string) => boolean, signal?: AbortSignal) =>
    new Promise<IncomingMessage>((resolve, reject) => {
      const request = https.get(url, {
        lookup: checkedLookup(allowAddress),
        // No pooled connections: a reused socket would skip the address check of this request's lookup.
        agent: false,
        ...(options.ca ? { ca: options.ca } : {}),
        headers: { "user-agent": "Chorus", accept: "*/*" },
        timeout: idleTimeoutMs,
        ...(signal ? { signal } : {}),
      });
      request.on("response", resolve);
      request.on("timeout", () => request.destroy(new RemoteFileError("the server did not answer in time")));
      request.on("error", reject);
    });
  return {
    async open(start, { maxBytes, allowAddress, checkUrl, signal }) {
      let url = start;
      for (let redirects = 0; ; redirects++) {
        const response = await get(url, allowAddress, signal);
        const status = response.statusCode ?? 0;
        if (status >= 300 && status < 400 && response.headers.location) {
          response.resume();
          if (redirects >= maxRedirects) throw new RemoteFileError("too many redirects");
          url = new URL(response.headers.location, url);
          checkUrl(url);
          continue;
        }
        if (status < 200 || status >= 300) {
          response.resume();
          throw new RemoteFileStatusError(status);
        }
        const declared = Number(response.headers["content-length"] ?? Number.NaN);
        if (declared > maxBytes) {
          response.destroy();
          throw new RemoteFileError(`the file is larger than ${Math.round(maxBytes / 1024 / 1024)} MB`);
        }
        return limited(response, maxBytes);
      }
    },
  };
}

/** The body, ended with an error once it passes `maxBytes` (a server may send more than it declared). */
async function* limited(body: IncomingMessage, maxBytes: number): AsyncIterable<Uint8Array> {
  let received = 0;
  for await (const chunk of body as AsyncIterable<Buffer>) {
    received += chunk.length;
    if (received > maxBytes) {
      body.destroy();
      throw new RemoteFileError(`the file is larger than ${Math.round(maxBytes / 1024 / 1024)} MB`);
    }
    yield new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.length);
  }
}
