import type { ConvertOutputFormat, VoiceSettings } from "@chorus/contract";
import type { StagedUpload } from "../ports/uploads.ts";

/** A speech-to-speech request as the domain receives it (wire names mapped, nothing defaulted yet). */
export interface VoiceChangeInput {
  voiceId: string;
  file: StagedUpload | undefined;
  modelId?: string;
  voiceSettings?: VoiceSettings;
  seed?: number;
  removeBackgroundNoise?: boolean;
  fileFormat?: "pcm_s16le_16" | "other";
  outputFormat: ConvertOutputFormat;
  /** `false` is zero-retention: nothing about the request is kept. */
  enableLogging: boolean;
}
