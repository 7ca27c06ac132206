import type { CustomVoiceRecord, VoiceSampleRecord, VoiceSettingsValues } from "../records.ts";
import type { PremadeVoice } from "./premade-voices.ts";

/**
 * A voice as a workspace sees it: the voice and the settings this workspace uses for it. For a
 * custom voice, `voice` is how the engines speak it (its fitted base voice, see custom-voice-view.ts)
 * and `custom` holds the stored voice and its samples.
 */
export type VoiceView =
  | { voice: PremadeVoice; category: "premade"; settings: VoiceSettingsValues; custom?: undefined }
  | {
      voice: PremadeVoice;
      category: "cloned" | "generated";
      settings: VoiceSettingsValues;
      custom: { record: CustomVoiceRecord; samples: VoiceSampleRecord[] };
    };
