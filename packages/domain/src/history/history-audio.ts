import {
  type AudioCodecName,
  type ConvertOutputFormat,
  convertOutputFormats,
  messages,
  type OutputFormatSpec,
  parseOutputFormat,
} from "@chorus/contract";
import type { PublicContext } from "../context.ts";
import type { HistoryItemRecord } from "../records.ts";
import { DomainError } from "../shared/domain-error.ts";

/** The file extension of each codec, for blob keys and download names. Opus comes in Ogg (`.opus`, RFC 7845). */
export function extensionForCodec(codec: AudioCodecName): string {
  return codec;
}

/** Where a generation's audio is kept: `history/<workspaceId>/<id>.<ext>`. */
export function historyAudioKey(workspaceId: string, id: string, format: OutputFormatSpec): string {
  return `history/${workspaceId}/${id}.${extensionForCodec(format.codec)}`;
}

/** The output format an item was made in (stored as its id). */
export function storedFormatOf(item: HistoryItemRecord): OutputFormatSpec {
  if (!(convertOutputFormats as readonly string[]).includes(item.outputFormat)) {
    throw new DomainError("internal_error", messages.failedToDownloadAudio);
  }
  return parseOutputFormat(item.outputFormat as ConvertOutputFormat);
}

/**
 * The stored audio of an item as a stream. A row is written only after its file, so a missing
 * file means storage lost it: that is the server's fault, answered as "Failed to download audio".
 */
export async function openHistoryAudio(
  ctx: PublicContext,
  item: HistoryItemRecord,
): Promise<AsyncIterable<Uint8Array>> {
  const audio = await ctx.ports.blobs.get(item.audioKey);
  if (!audio) {
    ctx.ports.logger.error("history audio is missing from blob storage", {
      historyItemId: item.id,
      key: item.audioKey,
    });
    throw new DomainError("internal_error", messages.failedToDownloadAudio);
  }
  return audio;
}

/** The whole stored audio of an item in memory (for downloads and re-encoding). */
export async function readHistoryAudio(ctx: PublicContext, item: HistoryItemRecord): Promise<Uint8Array> {
  const parts: Uint8Array[] = [];
  for await (const part of await openHistoryAudio(ctx, item)) parts.push(part);
  return Buffer.concat(parts);
}
