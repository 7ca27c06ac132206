import { knowledgeBaseLimits, messages } from "@chorus/contract";
import type { AuthenticatedContext } from "../context.ts";
import { DomainError, isDomainError } from "../shared/domain-error.ts";
import { checkPublicHttpsUrl, isPublicAddress } from "../shared/public-https-url.ts";

/**
 * Downloads a page for a URL document: https only, public addresses only (checked on every address
 * the name resolves to and at every redirect), at most `pageBytes` within `pageFetchSeconds`.
 */
export async function fetchPage(
  ctx: AuthenticatedContext,
  text: string,
  field: (string | number)[],
): Promise<{ url: URL; bytes: Uint8Array }> {
  const refuse = (reason: string) => DomainError.invalidField(field, messages.documentUrlInvalid(reason));
  const url = checkPublicHttpsUrl(text, refuse);
  const parts: Uint8Array[] = [];
  let size = 0;
  try {
    const body = await ctx.ports.remoteFiles.open(url, {
      maxBytes: knowledgeBaseLimits.pageBytes,
      allowAddress: isPublicAddress,
      checkUrl: (next) => void checkPublicHttpsUrl(next.href, refuse),
      signal: AbortSignal.timeout(knowledgeBaseLimits.pageFetchSeconds * 1000),
    });
    for await (const part of body) {
      parts.push(part);
      size += part.length;
    }
  } catch (error) {
    if (isDomainError(error)) throw error;
    const reason = error instanceof Error ? error.message : String(error);
    const unreachable = DomainError.invalidField(field, messages.documentUrlUnreachable(reason));
    // Kept so a sync can tell a page that is gone (RemoteFileStatusError 404, 410) from one that failed.
    unreachable.cause = error;
    throw unreachable;
  }
  return { url, bytes: Buffer.concat(parts, size) };
}
