import type { BlobStorage } from "../ports/services.ts";

/**
 * Stores a file and then the row that points at it, in that order, so a row never names a missing
 * file; when the row cannot be written, the file is removed again (best effort: an orphan file is
 * harmless, a dangling row is not).
 */
export async function putBlobBeforeRow<Row>(
  blobs: BlobStorage,
  key: string,
  bytes: Uint8Array,
  insertRow: () => Promise<Row>,
): Promise<Row> {
  await blobs.put(key, bytes);
  try {
    return await insertRow();
  } catch (error) {
    await blobs.delete(key).catch(() => {});
    throw error;
  }
}
