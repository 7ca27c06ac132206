import { messages, speechToTextUploadBytes } from "@chorus/contract";
import type { AuthenticatedContext } from "../context.ts";
import { DomainError, isDomainError } from "../shared/domain-error.ts";
import { checkCloudStorageUrl, isPublicAddress } from "./check-cloud-storage-url.ts";

/** Engines work on 16 kHz mono: what pocketsphinx needs and what Whisper-like servers resample to. */
export const recognitionSampleRate = 16_000;

/** `pcm_s16le_16`: raw 16 kHz mono 16-bit PCM, taken without decoding; `other`: anything ffmpeg reads. */
export type FileFormat = "pcm_s16le_16" | "other";

/** Raw little-endian 16-bit samples; a trailing odd byte is dropped. */
async function readRawPcm(source: AsyncIterable<Uint8Array>): Promise<Int16Array> {
  const chunks: Uint8Array[] = [];
  let length = 0;
  for await (const chunk of source) {
    chunks.push(chunk);
    length += chunk.length;
  }
  const bytes = new Uint8Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.length;
  }
  const view = new DataView(bytes.buffer);
  return Int16Array.from({ length: length >> 1 }, (_, index) => view.getInt16(index * 2, true));
}

/** 16 kHz mono samples of any audio or video (ffmpeg), or of raw PCM as is. */
export async function decodeSource(
  ctx: AuthenticatedContext,
  source: AsyncIterable<Uint8Array>,
  fileFormat: FileFormat | undefined,
): Promise<{ samples: Int16Array; sampleRate: number } | null | undefined> {
  if (fileFormat === "pcm_s16le_16")
    return { samples: await readRawPcm(source), sampleRate: recognitionSampleRate };
  return ctx.ports.audio.decodeStream(source, { sampleRate: recognitionSampleRate });
}

/**
 * Downloads `cloud_storage_url` (https, public addresses only, checked again at every redirect and
 * on every address the name resolves to) within the upload limit, decoding as it arrives. A download
 * that fails says why on the field; a file that downloads but is not audio is the usual unreadable file.
 */
export async function decodeCloudFile(
  ctx: AuthenticatedContext,
  url: URL,
  input: { fileFormat?: FileFormat; signal?: AbortSignal },
) {
  let body: AsyncIterable<Uint8Array>;
  let failure: unknown;
  const watched = async function* (source: AsyncIterable<Uint8Array>) {
    try {
      yield* source;
    } catch (error) {
      failure = error;
      throw error;
    }
  };
  try {
    body = await ctx.ports.remoteFiles.open(url, {
      maxBytes: speechToTextUploadBytes,
      allowAddress: isPublicAddress,
      checkUrl: (next) => void checkCloudStorageUrl(next.href),
      ...(input.signal ? { signal: input.signal } : {}),
    });
  } catch (error) {
    throw cloudFileError(error);
  }
  try {
    return await decodeSource(ctx, watched(body), input.fileFormat);
  } catch (error) {
    throw failure ? cloudFileError(failure) : error;
  }
}

const cloudFileError = (error: unknown) =>
  isDomainError(error)
    ? error
    : DomainError.invalidField(
        ["body", "cloud_storage_url"],
        messages.cloudStorageUrlUnreachable(error instanceof Error ? error.message : String(error)),
      );
