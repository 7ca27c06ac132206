import { type ExportOptions, findTranscriptionLanguage, messages } from "@chorus/contract";
import { requirePermission } from "../auth/require-permission.ts";
import type { AuthenticatedContext } from "../context.ts";
import { chargeGeneration } from "../credits/charge-generation.ts";
import { refundGeneration } from "../credits/refund-generation.ts";
import type { StagedUpload } from "../ports/uploads.ts";
import { DomainError } from "../shared/domain-error.ts";
import { newId } from "../shared/ids.ts";
import { assembleWords, type TimestampsGranularity, transcriptText } from "./assemble-words.ts";
import { speakerAssigner } from "./assign-speakers.ts";
import { checkCloudStorageUrl } from "./check-cloud-storage-url.ts";
import { chooseTranscriptionEngine } from "./choose-engine.ts";
import { checkExportFormats, exportTranscript } from "./formats/export-transcript.ts";
import type { Transcript } from "./transcript.ts";
import { transcriptionCost } from "./transcription-cost.ts";

/** Engines work on 16 kHz mono: what pocketsphinx needs and what Whisper-like servers resample to. */
const recognitionSampleRate = 16_000;

export interface SpeechToTextInput {
  file?: StagedUpload;
  cloudStorageUrl?: string;
  languageCode?: string;
  diarize?: boolean;
  granularity: TimestampsGranularity;
  additionalFormats: readonly ExportOptions[];
  signal?: AbortSignal;
}

/**
 * `POST /v1/speech-to-text`, synchronous: everything that can be refused is refused first (source,
 * export formats, language), then the upload is decoded with ffmpeg (any audio or video), charged by
 * its duration, recognised, optionally split into speakers, and assembled into words with spacings
 * and the exports asked for. A failure after the charge refunds it.
 */
export async function transcribeSpeech(
  ctx: AuthenticatedContext,
  input: SpeechToTextInput,
): Promise<Transcript> {
  requirePermission(ctx, "speech_to_text");
  if (Boolean(input.file) === Boolean(input.cloudStorageUrl))
    throw DomainError.invalidField(["body", "file"], messages.speechToTextSourceRequired);
  checkExportFormats(input.additionalFormats);
  const { engine, language } = chooseTranscriptionEngine(ctx.ports, input.languageCode);
  if (input.cloudStorageUrl) {
    checkCloudStorageUrl(input.cloudStorageUrl);
    throw new DomainError("unsupported_feature", messages.unsupportedFeature("Fetching cloud_storage_url"));
  }
  const decoded = await ctx.ports.audio.decodeStream(input.file!.read(), {
    sampleRate: recognitionSampleRate,
  });
  if (!decoded || decoded.samples.length === 0)
    throw DomainError.invalidField(["body", "file"], messages.transcriptionFileUnreadable);
  const duration = decoded.samples.length / decoded.sampleRate;
  const requestId = newId();
  await chargeGeneration(ctx, { requestId, cost: transcriptionCost(duration), product: "speech_to_text" });
  try {
    const heard = await engine.transcribe(decoded, { language: language?.iso1, signal: input.signal });
    const speakers = input.diarize
      ? await ctx.ports.speakerAnalyzer.separate(decoded.samples, decoded.sampleRate)
      : undefined;
    // Decoders count whole frames past the last sample; no time may pass the end of the audio.
    const clamped = heard.words.map((word) => ({
      ...word,
      start: Math.min(word.start, duration),
      end: Math.min(word.end, duration),
    }));
    const words = assembleWords(clamped, input.granularity, speakers ? speakerAssigner(speakers) : undefined);
    const spoken = findTranscriptionLanguage(heard.language);
    return {
      transcriptionId: requestId,
      languageCode: spoken?.iso3 ?? heard.language,
      languageProbability: heard.languageProbability,
      text: transcriptText(words),
      words,
      additionalFormats: exportTranscript(words, input.additionalFormats),
      audioDurationSeconds: Math.round(duration * 1000) / 1000,
    };
  } catch (error) {
    await refundGeneration(ctx, requestId).catch((refundError: unknown) =>
      ctx.ports.logger.error("could not refund a transcription", {
        requestId,
        error: refundError instanceof Error ? refundError.message : String(refundError),
      }),
    );
    throw error;
  }
}
