import { transcriptionLanguages } from "@chorus/contract";
import { useTranslation } from "react-i18next";
import { SelectField } from "../../../ui/SelectField.tsx";
import { Switch } from "../../../ui/Switch.tsx";
import type { TranscriptionOptions } from "../transcription-options.ts";

const speakerCounts = Array.from({ length: 32 }, (_, index) => index + 1);

/** Language (from the contract's transcription source languages), speakers, audio events, timestamps. */
export function TranscriptionSettings({
  options,
  onChange,
}: {
  options: TranscriptionOptions;
  onChange: (options: TranscriptionOptions) => void;
}) {
  const { t } = useTranslation();
  const set = (change: Partial<TranscriptionOptions>) => onChange({ ...options, ...change });
  return (
    <div className="stt-settings">
      <SelectField
        label={t("speechToText.options.language")}
        value={options.languageCode}
        options={[
          { value: "", label: t("speechToText.options.detect") },
          ...transcriptionLanguages.map((language) => ({ value: language.iso1, label: language.name })),
        ]}
        onChange={(event) => set({ languageCode: event.target.value })}
      />
      <SelectField
        label={t("speechToText.options.timestamps")}
        value={options.timestampsGranularity}
        options={[
          { value: "word", label: t("speechToText.options.timestampsWord") },
          { value: "character", label: t("speechToText.options.timestampsCharacter") },
          { value: "none", label: t("speechToText.options.timestampsNone") },
        ]}
        onChange={(event) =>
          set({ timestampsGranularity: event.target.value as TranscriptionOptions["timestampsGranularity"] })
        }
      />
      <Switch
        label={t("speechToText.options.diarize")}
        description={t("speechToText.options.diarizeHint")}
        checked={options.diarize}
        onChange={(event) => set({ diarize: event.target.checked })}
      />
      <SelectField
        label={t("speechToText.options.numSpeakers")}
        value={String(options.numSpeakers)}
        disabled={!options.diarize}
        options={[
          { value: "0", label: t("speechToText.options.numSpeakersDetect") },
          ...speakerCounts.map((count) => ({ value: String(count), label: String(count) })),
        ]}
        onChange={(event) => set({ numSpeakers: Number(event.target.value) })}
      />
      <Switch
        label={t("speechToText.options.audioEvents")}
        description={t("speechToText.options.audioEventsHint")}
        checked={options.tagAudioEvents}
        onChange={(event) => set({ tagAudioEvents: event.target.checked })}
      />
    </div>
  );
}
