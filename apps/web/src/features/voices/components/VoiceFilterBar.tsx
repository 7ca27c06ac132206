import { useTranslation } from "react-i18next";
import { SelectField } from "../../../ui/SelectField.tsx";
import { TextField } from "../../../ui/TextField.tsx";
import type { VoiceFilters } from "../api/voices-api.ts";
import { useAllVoices } from "../hooks/use-voices.ts";
import { languageName } from "../library/filter-options.ts";
import { distinct, voiceAccent, voiceGender, voiceLanguage } from "../voice-attributes.ts";

interface VoiceFilterBarProps {
  filters: VoiceFilters;
  onChange: (filters: VoiceFilters) => void;
  /** Search on its own row, for narrow columns. */
  compact?: boolean;
}

/** Search plus language, gender and accent filters, their options taken from the voice library. */
export function VoiceFilterBar({ filters, onChange, compact }: VoiceFilterBarProps) {
  const { t, i18n } = useTranslation();
  const all = useAllVoices().data?.voices ?? [];
  const languages = distinct(all, voiceLanguage).map((value) => ({
    value,
    label: languageName(value, i18n.language),
  }));
  const options = (values: string[]) => values.map((value) => ({ value, label: value }));
  return (
    <div className={compact ? "voice-filters voice-filters--compact" : "voice-filters"}>
      <TextField
        label={t("voices.search")}
        hideLabel
        type="search"
        placeholder={t("voices.searchPlaceholder")}
        value={filters.search}
        onChange={(event) => onChange({ ...filters, search: event.target.value })}
      />
      <SelectField
        label={t("voices.language")}
        hideLabel
        placeholder={t("voices.anyLanguage")}
        options={languages}
        value={filters.language}
        onChange={(event) => onChange({ ...filters, language: event.target.value })}
      />
      <SelectField
        label={t("voices.gender")}
        hideLabel
        placeholder={t("voices.anyGender")}
        options={options(distinct(all, voiceGender))}
        value={filters.gender}
        onChange={(event) => onChange({ ...filters, gender: event.target.value })}
      />
      <SelectField
        label={t("voices.accent")}
        hideLabel
        placeholder={t("voices.anyAccent")}
        options={options(distinct(all, voiceAccent))}
        value={filters.accent}
        onChange={(event) => onChange({ ...filters, accent: event.target.value })}
      />
    </div>
  );
}
