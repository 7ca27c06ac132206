/**
 * Spec 000 §5 as the server enforces it (contract `voices.ivc.create`): audio or video files, at most
 * 25 files of at most 11 MB each, at least 4 seconds of audio in all. The browser checks the same
 * so people hear about a wrong file before a long upload; the server stays the judge.
 */
export const sampleLimits = {
  maxFiles: 25,
  maxFileBytes: 11 * 1024 * 1024,
  minTotalSeconds: 4,
} as const;

const extensions = [
  "aac",
  "aiff",
  "aif",
  "ogg",
  "mp3",
  "opus",
  "wav",
  "webm",
  "flac",
  "mp4",
  "m4a",
  "avi",
  "mkv",
  "mov",
  "wmv",
  "flv",
  "mpeg",
  "mpg",
  "3gp",
  "3gpp",
];

/** For the file picker's `accept`. */
export const acceptedSampleTypes = ["audio/*", "video/*", ...extensions.map((ext) => `.${ext}`)].join(",");

/** Whether a file looks like an accepted sample, by media type or extension. */
export function isAcceptedSample(file: File): boolean {
  if (file.type.startsWith("audio/") || file.type.startsWith("video/")) return true;
  const extension = file.name.split(".").pop()?.toLowerCase() ?? "";
  return extensions.includes(extension);
}
