import {
  type ConvertOutputFormat,
  contentTypeForCodec,
  convertOutputFormats,
  messages,
  type OutputFormatSpec,
  parseOutputFormat,
} from "@chorus/contract";
import { requirePermission } from "../auth/require-permission.ts";
import type { AuthenticatedContext } from "../context.ts";
import type { HistoryItemRecord } from "../records.ts";
import { DomainError } from "../shared/domain-error.ts";
import { encodeSamples } from "../speech/encode-samples.ts";
import { assertOutputFormatAllowed } from "../text-to-speech/output-format-access.ts";
import { summarizeSubscription } from "../workspaces/subscription-summary.ts";
import { distinctFileNames, downloadFileName } from "./download-file-name.ts";
import { extensionForCodec, readHistoryAudio, storedFormatOf } from "./history-audio.ts";

export interface HistoryDownloadFile {
  fileName: string;
  contentType: string;
  /** Reads (and re-encodes, if asked) the audio only when it is its turn, so a large zip streams. */
  load(): Promise<Uint8Array>;
}

export interface HistoryDownload {
  files: HistoryDownloadFile[];
  /** The file name for a zip of several files. */
  archiveName: string;
}

/** `2025-05-01T09-30-00`: the item's time in a file name (no colons, which file names may not hold). */
const fileTimestamp = (date: Date) => date.toISOString().slice(0, 19).replaceAll(":", "-");

/**
 * What `output_format` asks for: nothing (`default`, or absent) keeps the stored audio; `wav` is
 * WAV at the audio's own rate, a change of container that adds no quality, so no tier gates it;
 * any text-to-speech output format id is allowed on the same tiers as generating in it.
 */
function targetFormat(
  requested: string | null | undefined,
  stored: OutputFormatSpec,
  tier: Parameters<typeof assertOutputFormatAllowed>[1],
): OutputFormatSpec | undefined {
  const value = requested?.trim();
  if (!value || value === "default") return undefined;
  if (value === "wav") return parseOutputFormat(`wav_${stored.sampleRate}` as ConvertOutputFormat);
  if (!(convertOutputFormats as readonly string[]).includes(value)) {
    throw DomainError.invalidField(["body", "output_format"], messages.unsupportedResponseType(value));
  }
  const format = parseOutputFormat(value as ConvertOutputFormat);
  assertOutputFormatAllowed(format, tier);
  return format;
}

async function reencode(
  ctx: AuthenticatedContext,
  audio: Uint8Array,
  from: OutputFormatSpec,
  to: OutputFormatSpec,
): Promise<Uint8Array> {
  const samples = await ctx.ports.audio.decode(audio, from);
  // The stored audio already carries its mark: re-encoding must not add a second one. A download is one
  // whole file: an mp3 gets the gapless header, so it decodes to exactly the samples decoded here.
  return encodeSamples(ctx.ports, to, {
    samples,
    sampleRate: from.sampleRate,
    watermark: false,
    wholeFile: true,
  });
}

/**
 * `POST /v1/history/download`: the audio of the named items of this workspace, each with a
 * spec-compliant file name, optionally re-encoded. Every id is checked (and the format
 * validated) before any audio is read, so a bad request fails whole and early.
 */
export async function downloadHistory(
  ctx: AuthenticatedContext,
  input: { historyItemIds: readonly string[]; outputFormat?: string | null },
): Promise<HistoryDownload> {
  requirePermission(ctx, "speech_history_read");
  const ids = [...new Set(input.historyItemIds)];
  const found = new Map(
    (await ctx.ports.store.history.findManyInWorkspace(ctx.workspaceId, ids)).map((item) => [item.id, item]),
  );
  const missing = ids.find((id) => !found.has(id));
  if (missing) throw new DomainError("history_item_not_found", messages.historyItemNotFound(missing));
  const items = ids.map((id) => found.get(id)!);

  const workspace = await ctx.ports.store.workspaces.findById(ctx.workspaceId);
  const now = ctx.ports.clock.now();
  const tier = workspace
    ? summarizeSubscription(workspace, now, undefined, ctx.ports.settings.billing).tier
    : "free";
  const plans = items.map((item) => {
    const stored = storedFormatOf(item);
    return { item, stored, target: targetFormat(input.outputFormat, stored, tier) };
  });
  const names = distinctFileNames(
    plans.map(({ item, stored, target }) => ({
      name: baseNameOf(item),
      extension: extensionForCodec((target ?? stored).codec),
    })),
  );
  return {
    archiveName: downloadFileName(`Chorus_history_${fileTimestamp(now)}`, "zip"),
    files: plans.map(({ item, stored, target }, index) => ({
      fileName: names[index]!,
      contentType: target ? contentTypeForCodec(target.codec) : item.contentType,
      load: async () => {
        const audio = await readHistoryAudio(ctx, item);
        return target ? reencode(ctx, audio, stored, target) : audio;
      },
    })),
  };
}

/** `Chorus_<time>_<voice>_<start of the text>`: recognisable in a folder, cleaned by downloadFileName. */
function baseNameOf(item: HistoryItemRecord): string {
  const words = item.text.trim().slice(0, 40).trim();
  return `Chorus_${fileTimestamp(item.createdAt)}_${item.voiceName}${words ? `_${words}` : ""}`;
}
