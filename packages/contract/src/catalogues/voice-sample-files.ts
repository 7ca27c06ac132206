/**
 * What instant voice cloning accepts as samples (spec 000 §5: audio aac, aiff, ogg, mp3, opus, wav,
 * webm, flac, mp4, m4a; video mp4, avi, mkv, mov, wmv, flv, webm, mpeg, 3gpp). Shared by the server
 * and the web app's upload dialog. A file is accepted when its extension or its media type is listed
 * (clients such as the SDK often send `application/octet-stream`).
 */
export const voiceSampleExtensions = [
  // audio
  "aac",
  "aif",
  "aiff",
  "ogg",
  "oga",
  "mp3",
  "opus",
  "wav",
  "webm",
  "flac",
  "mp4",
  "m4a",
  // video
  "avi",
  "mkv",
  "mov",
  "wmv",
  "flv",
  "mpeg",
  "mpg",
  "3gp",
  "3gpp",
] as const;

export const voiceSampleMediaTypes = [
  "audio/aac",
  "audio/x-aac",
  "audio/aiff",
  "audio/x-aiff",
  "audio/ogg",
  "audio/mpeg",
  "audio/mp3",
  "audio/opus",
  "audio/wav",
  "audio/x-wav",
  "audio/wave",
  "audio/vnd.wave",
  "audio/webm",
  "audio/flac",
  "audio/x-flac",
  "audio/mp4",
  "audio/m4a",
  "audio/x-m4a",
  "audio/3gpp",
  "video/mp4",
  "video/x-msvideo",
  "video/avi",
  "video/x-matroska",
  "video/quicktime",
  "video/x-ms-wmv",
  "video/x-flv",
  "video/webm",
  "video/mpeg",
  "video/3gpp",
] as const;

/**
 * Upload limits. 11 MB per file and 25 files per voice follow ElevenLabs' instant-cloning form; the
 * 4-second floor is what the voice analysis needs for a stable pitch and rate (about 1 minute is
 * recommended, spec 001 §9).
 */
export const voiceSampleLimits = {
  maxFileBytes: 11 * 1024 * 1024,
  maxFilesPerVoice: 25,
  minimumTotalSeconds: 4,
} as const;

/** The upload limits of the voice-sample forms (instant cloning, editing a voice). */
export const voiceSampleFormLimits = {
  fileBytes: voiceSampleLimits.maxFileBytes,
  files: voiceSampleLimits.maxFilesPerVoice,
} as const;

/** True when the file name's extension or the media type is one of the accepted sample types. */
export function isAcceptedVoiceSample(fileName: string, mediaType: string): boolean {
  const extension = fileName.includes(".") ? fileName.split(".").pop()!.toLowerCase() : "";
  const type = mediaType.split(";")[0]!.trim().toLowerCase();
  return (
    (voiceSampleExtensions as readonly string[]).includes(extension) ||
    (voiceSampleMediaTypes as readonly string[]).includes(type)
  );
}

/**
 * Professional voice cloning (spec 001 §9): at least 30 minutes of audio in all, up to about 2 to 3
 * hours, split into samples of about 30 minutes; the recommended levels are -23 to -18 dB RMS with
 * true peaks at -3 dB or lower. A single file may be large (uploads up to 1,000 MB, spec 001 §9), so
 * it is streamed to disk and never held in memory.
 */
export const professionalVoiceLimits = {
  maxFileBytes: 1000 * 1024 * 1024,
  maxFilesPerRequest: 25,
  maxSamplesPerVoice: 100,
  minimumTrainingSeconds: 30 * 60,
  /** Longer samples are cut into slices of at most this long for training (`slice_ids`). */
  sliceSeconds: 30 * 60,
  recommendedRmsDb: { low: -23, high: -18 },
  maxTruePeakDb: -3,
  /** Captcha readings (`recording`) and manual-verification documents. */
  maxRecordingBytes: 11 * 1024 * 1024,
  maxDocumentBytes: 20 * 1024 * 1024,
  maxDocuments: 10,
  /** Captcha attempts per voice in any 24 hours (spec 001 §4: attempts are capped). */
  maxVerificationAttempts: 5,
  verificationWindowHours: 24,
} as const;
