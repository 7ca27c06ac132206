import type {
  CustomVoiceCategory,
  CustomVoiceRecord,
  VoiceSampleRecord,
  VoiceSettingsValues,
} from "../records.ts";
import type { VoiceLibraryFacts } from "./library/voice-library-facts.ts";
import type { PremadeVoice } from "./premade-voices.ts";
import type { ProfessionalVoiceDetails } from "./professional/professional-voice-details.ts";

/**
 * A voice as a workspace sees it: the voice and the settings this workspace uses for it. For a
 * custom voice, `voice` is how the engines speak it (its fitted base voice, see custom-voice-view.ts)
 * and `custom` holds the stored voice and its samples. `library` is what the voice library knows of
 * it (sharing, where a copy came from, collections), when the reader asked for it.
 */
export type VoiceView =
  | {
      voice: PremadeVoice;
      category: "premade";
      settings: VoiceSettingsValues;
      custom?: undefined;
      library?: VoiceLibraryFacts;
    }
  | {
      voice: PremadeVoice;
      category: CustomVoiceCategory;
      settings: VoiceSettingsValues;
      custom: {
        record: CustomVoiceRecord;
        samples: VoiceSampleRecord[];
        /** A professional voice's verification and training state (undefined for other voices). */
        professional?: ProfessionalVoiceDetails;
      };
      library?: VoiceLibraryFacts;
    };
