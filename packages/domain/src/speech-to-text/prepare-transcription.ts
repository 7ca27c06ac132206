import { messages } from "@chorus/contract";
import { requirePermission } from "../auth/require-permission.ts";
import type { AuthenticatedContext } from "../context.ts";
import { beginPaidWork } from "../generation/begin-paid-work.ts";
import type { PaidWork } from "../generation/paid-work.ts";
import type { StagedUpload } from "../ports/uploads.ts";
import { DomainError } from "../shared/domain-error.ts";
import { newId } from "../shared/ids.ts";
import { checkCloudStorageUrl } from "./check-cloud-storage-url.ts";
import { chooseTranscriptionEngine } from "./choose-engine.ts";
import { decodeCloudFile, decodeSource, type FileFormat } from "./decode-source.ts";
import { checkExportFormats } from "./formats/export-transcript.ts";
import type { RecognitionAudio } from "./recognise-transcript.ts";
import type { RecognitionOptions } from "./transcript.ts";
import { transcriptionCost } from "./transcription-cost.ts";

export interface SpeechToTextInput extends RecognitionOptions {
  file?: StagedUpload;
  /** `pcm_s16le_16`: the upload is raw 16 kHz mono 16-bit PCM, taken without decoding. */
  fileFormat?: FileFormat;
  cloudStorageUrl?: string;
  signal?: AbortSignal;
}

/** A transcription accepted and paid for: its id (also the charge's request id), its audio and its paid work. */
export interface PreparedTranscription {
  transcriptionId: string;
  audio: RecognitionAudio;
  durationSeconds: number;
  /** Delivered when the transcript is answered (or handed to its job); ended in every case. */
  work: PaidWork;
}

/**
 * What both modes do before recognition: everything that can be refused is refused first (source,
 * export formats, language), then the upload or the downloaded `cloud_storage_url` is decoded
 * (decode-source.ts) and its credits reserved by its duration (generation/: speech to text takes no
 * concurrency slot).
 */
export async function prepareTranscription(
  ctx: AuthenticatedContext,
  input: SpeechToTextInput,
): Promise<PreparedTranscription> {
  requirePermission(ctx, "speech_to_text");
  if (Boolean(input.file) === Boolean(input.cloudStorageUrl))
    throw DomainError.invalidField(["body", "file"], messages.speechToTextSourceRequired);
  checkExportFormats(input.additionalFormats);
  chooseTranscriptionEngine(ctx.ports, input.languageCode);
  const remoteUrl = input.cloudStorageUrl ? checkCloudStorageUrl(input.cloudStorageUrl) : undefined;
  const decoded = remoteUrl
    ? await decodeCloudFile(ctx, remoteUrl, { fileFormat: input.fileFormat, signal: input.signal })
    : await decodeSource(ctx, input.file!.read(), input.fileFormat);
  if (!decoded || decoded.samples.length === 0)
    throw DomainError.invalidField(["body", "file"], messages.transcriptionFileUnreadable);
  const durationSeconds = decoded.samples.length / decoded.sampleRate;
  const transcriptionId = newId();
  const work = await beginPaidWork(ctx, {
    requestId: transcriptionId,
    cost: transcriptionCost(durationSeconds),
    product: "speech_to_text",
  });
  return { transcriptionId, audio: decoded, durationSeconds, work };
}

/** The options a transcript row keeps (no upload, no signal). */
export const recognitionOptionsOf = (input: SpeechToTextInput): RecognitionOptions => ({
  ...(input.languageCode !== undefined ? { languageCode: input.languageCode } : {}),
  diarize: input.diarize,
  ...(input.numSpeakers !== undefined ? { numSpeakers: input.numSpeakers } : {}),
  granularity: input.granularity,
  additionalFormats: input.additionalFormats,
  tagAudioEvents: input.tagAudioEvents,
  noVerbatim: input.noVerbatim,
});
