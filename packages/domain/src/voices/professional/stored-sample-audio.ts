import { type ConvertOutputFormat, parseOutputFormat } from "@chorus/contract";
import type { Ports } from "../../context.ts";
import type { DecodedAudioFile } from "../../ports/speech.ts";
import type { VoiceSampleRecord } from "../../records.ts";
import { DomainError } from "../../shared/domain-error.ts";

/** A stored sample decoded to mono PCM, streamed from blob storage through ffmpeg (never whole in memory as a file). */
export async function decodeStoredSample(
  ports: Pick<Ports, "blobs" | "audio">,
  sample: Pick<VoiceSampleRecord, "id" | "blobKey">,
  options: { sampleRate: number; denoise: boolean },
): Promise<DecodedAudioFile> {
  const stream = await ports.blobs.get(sample.blobKey);
  if (!stream) throw new DomainError("internal_error", `The stored sample ${sample.id} is missing.`);
  const decoded = await ports.audio.decodeStream(stream, options);
  if (!decoded) throw new DomainError("internal_error", `The stored sample ${sample.id} cannot be decoded.`);
  return decoded;
}

/** The stored file's bytes, whole (for the base64 answers of the sample audio call). */
export async function readStoredFile(ports: Pick<Ports, "blobs">, key: string): Promise<Buffer> {
  const stream = await ports.blobs.get(key);
  if (!stream) throw new DomainError("internal_error", `The stored file ${key} is missing.`);
  const parts: Uint8Array[] = [];
  for await (const part of stream) parts.push(part);
  return Buffer.concat(parts);
}

/** Audio handed back as base64 JSON is small mp3: 22.05 kHz, 32 kbps speech. */
const previewFormat: ConvertOutputFormat = "mp3_22050_32";

/** PCM encoded whole as the preview mp3. */
export async function encodePreview(
  ports: Pick<Ports, "audio">,
  audio: { samples: Int16Array; sampleRate: number },
): Promise<{ bytes: Buffer; mediaType: string }> {
  const parts: Uint8Array[] = [];
  const pcm = (async function* () {
    yield audio.samples;
  })();
  for await (const part of ports.audio.encode(parseOutputFormat(previewFormat), {
    sampleRate: audio.sampleRate,
    pcm,
    // The speaker's own recording, not generated audio: it must not read as Chorus-made.
    watermark: false,
  }))
    parts.push(part);
  return { bytes: Buffer.concat(parts), mediaType: "audio/mpeg" };
}
