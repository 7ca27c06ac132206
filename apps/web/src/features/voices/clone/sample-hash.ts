/**
 * SHA-256 of a file, hex: the same digest the server keeps as a sample's `hash`, so the form can
 * tell that two chosen files are one recording. Null where the browser offers no Web Crypto (pages
 * served over plain HTTP to another machine are not a secure context).
 */
export async function hashFile(file: Blob): Promise<string | null> {
  if (!globalThis.crypto?.subtle) return null;
  const digest = await crypto.subtle.digest("SHA-256", await file.arrayBuffer());
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** For each sample, the name of an earlier one with the same bytes (the server uses such a file once). */
export function duplicatesOf(samples: readonly { key: string; name: string; hash?: string | null }[]) {
  const firstByHash = new Map<string, string>();
  const duplicates = new Map<string, string>();
  for (const sample of samples) {
    if (!sample.hash) continue;
    const first = firstByHash.get(sample.hash);
    if (first === undefined) firstByHash.set(sample.hash, sample.name);
    else duplicates.set(sample.key, first);
  }
  return duplicates;
}
