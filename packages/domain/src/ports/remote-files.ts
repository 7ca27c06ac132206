/**
 * Downloads a caller's file over https (speech to text's `cloud_storage_url`). The domain's policy
 * travels with the call: `allowAddress` is asked about every address a host name resolves to before
 * connecting (so a public name pointing at a private address is refused), and `checkUrl` about every
 * redirect target; it throws to refuse.
 */
export interface RemoteFileFetcher {
  open(
    url: URL,
    options: {
      maxBytes: number;
      allowAddress(address: string): boolean;
      checkUrl(url: URL): void;
      signal?: AbortSignal;
    },
  ): Promise<AsyncIterable<Uint8Array>>;
}

/** The server answered with an error status (so a caller can tell a page that is gone, 404 or 410). */
export class RemoteFileStatusError extends Error {
  override readonly name = "RemoteFileStatusError";

  constructor(readonly status: number) {
    super(`the server answered ${status}`);
  }
}
