import { isAcceptedVoiceSample, voiceSampleExtensions, voiceSampleLimits } from "@chorus/contract";

/**
 * The server's sample rules (contract `voice-sample-files.ts`), checked in the browser too so people
 * hear about a wrong file before a long upload; the server stays the judge.
 */
export const sampleLimits = {
  maxFiles: voiceSampleLimits.maxFilesPerVoice,
  maxFileBytes: voiceSampleLimits.maxFileBytes,
  minTotalSeconds: voiceSampleLimits.minimumTotalSeconds,
} as const;

/** For the file picker's `accept`. */
export const acceptedSampleTypes = [
  "audio/*",
  "video/*",
  ...voiceSampleExtensions.map((ext) => `.${ext}`),
].join(",");

/** Whether a file is an accepted sample, by extension or media type, as the server decides it. */
export const isAcceptedSample = (file: File): boolean => isAcceptedVoiceSample(file.name, file.type);
