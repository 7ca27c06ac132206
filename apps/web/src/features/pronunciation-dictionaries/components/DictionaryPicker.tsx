import { messages } from "@chorus/contract";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../../lib/api/error-message.ts";
import { SelectField } from "../../../ui/SelectField.tsx";
import { dictionariesQueryKey, fetchDictionaries } from "../api/dictionaries-api.ts";

interface DictionaryPickerProps {
  value: string;
  onChange: (dictionaryId: string) => void;
  /** Whether the chosen model speaks phoneme rules (English-only models); others skip them. */
  modelSpeaksPhonemes: boolean;
}

/** The speech screen's choice of a pronunciation dictionary (its latest version), or none. */
export function DictionaryPicker({ value, onChange, modelSpeaksPhonemes }: DictionaryPickerProps) {
  const { t } = useTranslation();
  const list = useQuery({
    queryKey: [...dictionariesQueryKey, "list", false],
    queryFn: () => fetchDictionaries(false),
  });
  const dictionaries = list.data?.pronunciation_dictionaries ?? [];
  return (
    <SelectField
      label={t("pronunciation.picker")}
      optional
      placeholder={t("pronunciation.none")}
      options={dictionaries.map((dictionary) => ({
        value: dictionary.id,
        label: `${dictionary.name} (${t("pronunciation.ruleCount", { count: dictionary.latest_version_rules_num })})`,
      }))}
      value={value}
      disabled={list.isPending}
      error={list.isError ? errorMessage(list.error) : null}
      hint={value && !modelSpeaksPhonemes ? messages.pronunciationPhonemesNeedEnglishModel : undefined}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
