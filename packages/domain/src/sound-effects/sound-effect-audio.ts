import {
  messages,
  type OutputFormatSpec,
  parseOutputFormat,
  type StreamOutputFormat,
} from "@chorus/contract";
import type { PublicContext } from "../context.ts";
import { DomainError } from "../shared/domain-error.ts";
import type { SoundEffectRecord } from "./sound-effect-records.ts";

export interface SoundEffectAudioFile {
  contentType: string;
  audio: Uint8Array;
  /** For downloads: `sound-effect-<id>.<ext>`. */
  fileName: string;
}

/** A 44-byte RIFF header for mono 16-bit PCM, so raw `pcm_*` audio plays in a browser. */
function wavHeader(dataBytes: number, sampleRate: number): Uint8Array {
  const header = Buffer.alloc(44);
  header.write("RIFF", 0, "ascii");
  header.writeUInt32LE(36 + dataBytes, 4);
  header.write("WAVEfmt ", 8, "ascii");
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write("data", 36, "ascii");
  header.writeUInt32LE(dataBytes, 40);
  return header;
}

/**
 * The stored audio of a kept effect. A row is written only after its file, so a missing file means
 * storage lost it: the server's fault. Raw PCM is served as WAV (it carries no rate of its own).
 */
export async function readSoundEffectAudio(
  ctx: PublicContext,
  effect: SoundEffectRecord,
): Promise<SoundEffectAudioFile> {
  const stream = await ctx.ports.blobs.get(effect.audioKey);
  if (!stream) {
    ctx.ports.logger.error("sound effect audio is missing from blob storage", { id: effect.id });
    throw new DomainError("internal_error", messages.failedToDownloadAudio);
  }
  const parts: Uint8Array[] = [];
  for await (const part of stream) parts.push(part);
  const audio = Buffer.concat(parts);
  const format: OutputFormatSpec = parseOutputFormat(effect.outputFormat as StreamOutputFormat);
  if (format.codec !== "pcm") {
    return { contentType: effect.contentType, audio, fileName: `sound-effect-${effect.id}.${format.codec}` };
  }
  return {
    contentType: "audio/wav",
    fileName: `sound-effect-${effect.id}.wav`,
    audio: Buffer.concat([wavHeader(audio.length, format.sampleRate), audio]),
  };
}
