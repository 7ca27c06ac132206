import { isAcceptedVoiceSample, messages, voiceSampleLimits } from "@chorus/contract";
import type { AuthenticatedContext } from "../../context.ts";
import type { DecodedAudioFile } from "../../ports/speech.ts";
import type { StagedUpload } from "../../ports/uploads.ts";
import { DomainError } from "../../shared/domain-error.ts";

/** An accepted upload: the staged original (kept as uploaded) and its audio decoded for analysis. */
export interface DecodedVoiceUpload {
  file: StagedUpload;
  /** SHA-256 of the bytes, hex (`VoiceSample.hash`; equal hashes are the same recording). */
  hash: string;
  audio: DecodedAudioFile;
}

/** Voice analysis runs at 16 kHz: enough for F0 and the timbre measures, and cheap. */
export const analysisSampleRate = 16_000;

const filesField = (index: number) => ["body", "files", index];

/**
 * Checks and decodes uploaded samples, in order: the type of every file (spec 000 §5) and its size
 * first, so nothing is decoded for a request that must fail anyway; then each file is decoded with
 * ffmpeg (denoised first when asked), and one that yields no audio is "could not determine
 * duration". A file identical to one already kept (or sent twice) is dropped: it adds no evidence.
 */
export async function decodeVoiceUploads(
  ctx: AuthenticatedContext,
  files: readonly StagedUpload[],
  options: { denoise: boolean; knownHashes?: ReadonlySet<string> },
): Promise<DecodedVoiceUpload[]> {
  files.forEach((file, index) => {
    if (!isAcceptedVoiceSample(file.fileName, file.mimeType))
      throw DomainError.invalidField(filesField(index), messages.unsupportedFileType);
    if (file.sizeBytes > voiceSampleLimits.maxFileBytes)
      throw DomainError.invalidField(filesField(index), messages.filesTooBig);
  });
  const seen = new Set(options.knownHashes);
  const decoded: DecodedVoiceUpload[] = [];
  for (const [index, file] of files.entries()) {
    const hash = file.sha256;
    if (seen.has(hash)) continue;
    seen.add(hash);
    const audio = await ctx.ports.audio.decodeStream(file.read(), {
      sampleRate: analysisSampleRate,
      denoise: options.denoise,
    });
    if (!audio || audio.durationSeconds <= 0)
      throw DomainError.invalidField(filesField(index), messages.couldNotDetermineDuration);
    decoded.push({ file, hash, audio });
  }
  return decoded;
}

/** Spec 001 §9 asks for about 10 seconds to a minute; fewer than `minimumTotalSeconds` cannot be analysed. */
export function assertEnoughAudio(totalSeconds: number): void {
  if (totalSeconds < voiceSampleLimits.minimumTotalSeconds)
    throw DomainError.invalidField(
      ["body", "files"],
      messages.voiceSamplesTooShort(voiceSampleLimits.minimumTotalSeconds),
    );
}
