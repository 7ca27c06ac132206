import type { CustomVoiceRecord, VoiceSampleRecord, VoiceSettingsValues } from "../../records.ts";
import type { ProfessionalVoiceDetails } from "../professional/professional-voice-details.ts";
import type { VoiceView } from "../voice-view.ts";

/**
 * A custom voice in the shape every speech path already reads: its id and name, its samples'
 * language, and the fitted base voice as its engine. Gender, age and accent come from the labels
 * the owner gave (search filters read them); the engine's variant is the fitted one either way.
 */
export function customVoiceView(
  record: CustomVoiceRecord,
  samples: VoiceSampleRecord[],
  settings: VoiceSettingsValues,
  professional?: ProfessionalVoiceDetails,
): VoiceView {
  const labels = record.labels;
  return {
    voice: {
      voiceId: record.id,
      key: `custom-${record.id}`,
      name: record.name,
      language: record.language,
      locale: record.language,
      accent: labels.accent ?? "",
      gender: labels.gender === "male" ? "male" : "female",
      age: labels.age === "young" || labels.age === "old" ? labels.age : "middle_aged",
      descriptive: labels.description ?? "",
      useCase: labels.use_case ?? "",
      // An untrained professional voice has no engine voice yet: the language's own eSpeak-NG voice
      // stands in for display, and every speech path refuses the voice (voices/speakable-voice.ts).
      engine: record.profile?.engine ?? {
        engine: "espeak",
        engineVoiceId: record.language,
        language: record.language,
      },
      spokenBy: record.profile
        ? `eSpeak-NG (${record.profile.engine.engineVoiceId}), fitted to the samples`
        : "nobody yet: the voice has not been trained",
    },
    category: record.category,
    settings,
    custom: { record, samples, professional },
  };
}
