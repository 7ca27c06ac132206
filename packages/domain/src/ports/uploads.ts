/**
 * An uploaded file the transport streamed to temporary storage as it arrived (long professional
 * samples), so neither the request nor the verb holds it in memory. The transport removes it when
 * the request ends; the verb copies what it keeps into blob storage.
 */
export interface StagedUpload {
  fileName: string;
  mimeType: string;
  sizeBytes: number;
  /** SHA-256 of the bytes, hex, computed while they streamed in. */
  sha256: string;
  /** The bytes, from the start, as many times as needed. */
  read(): AsyncIterable<Uint8Array>;
}
