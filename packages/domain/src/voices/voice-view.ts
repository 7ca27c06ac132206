import type { VoiceSettingsValues } from "../records.ts";
import type { PremadeVoice } from "./premade-voices.ts";

/** A voice as a workspace sees it: the voice and the settings this workspace uses for it. */
export interface VoiceView {
  voice: PremadeVoice;
  category: "premade";
  settings: VoiceSettingsValues;
}
