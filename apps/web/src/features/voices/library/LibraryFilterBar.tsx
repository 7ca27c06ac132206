import { type LibraryVoice, librarySorts, noticePeriodOptions } from "@chorus/contract";
import { type ReactNode, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../ui/Button.tsx";
import { Icon } from "../../../ui/Icon.tsx";
import { SelectField } from "../../../ui/SelectField.tsx";
import { Switch } from "../../../ui/Switch.tsx";
import { TextField } from "../../../ui/TextField.tsx";
import { useAllVoices } from "../hooks/use-voices.ts";
import { noticePeriodText } from "../sharing/notice-period.ts";
import { labelOptions, labelText, languageOptions } from "./filter-options.ts";
import { activeFilterCount, defaultLibraryFilters, type LibraryFilters } from "./library-api.ts";

interface LibraryFilterBarProps {
  filters: LibraryFilters;
  onChange: (filters: LibraryFilters) => void;
  /** The voices on screen: their accents and use cases join the options. */
  shown: readonly LibraryVoice[];
  /** More controls for the first row (Explore's "Find similar voices"). */
  extra?: ReactNode;
}

const genders = ["female", "male", "neutral"];
const ages = ["young", "middle_aged", "old"];
const categories = ["cloned", "generated", "professional"] as const;

/**
 * Explore's search and sort, always visible, and the other filters behind "Filters" (a count says
 * how many are set) so a phone screen starts with the voices, not a wall of selects.
 */
export function LibraryFilterBar({ filters, onChange, shown, extra }: LibraryFilterBarProps) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const defaults = useAllVoices().data?.voices ?? [];
  const set = <K extends keyof LibraryFilters>(key: K, value: LibraryFilters[K]) =>
    onChange({ ...filters, [key]: value });
  const count = activeFilterCount(filters);
  const plain = (values: readonly string[]) => values.map((value) => ({ value, label: labelText(value) }));
  return (
    <div className="library-filters">
      <div className="library-filters__main">
        <TextField
          label={t("voiceLibrary.explore.search")}
          hideLabel
          type="search"
          placeholder={t("voiceLibrary.explore.searchPlaceholder")}
          value={filters.search}
          onChange={(event) => set("search", event.target.value)}
        />
        <SelectField
          label={t("voiceLibrary.explore.sort")}
          hideLabel
          options={librarySorts.map((sort) => ({ value: sort, label: t(`voiceLibrary.sort.${sort}`) }))}
          value={filters.sort}
          onChange={(event) => set("sort", event.target.value as LibraryFilters["sort"])}
        />
        <Button aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((value) => !value)}>
          <Icon name="settings" />
          {count > 0 ? t("voiceLibrary.explore.filtersCount", { count }) : t("voiceLibrary.explore.filters")}
        </Button>
        {extra}
      </div>
      {open && (
        <fieldset id={panelId} className="library-filters__panel">
          <legend className="visually-hidden">{t("voiceLibrary.explore.filters")}</legend>
          <div className="library-filters__grid">
            <SelectField
              label={t("voices.language")}
              placeholder={t("voiceLibrary.any")}
              options={languageOptions(i18n.language)}
              value={filters.language}
              onChange={(event) => set("language", event.target.value)}
            />
            <SelectField
              label={t("voices.accent")}
              placeholder={t("voiceLibrary.any")}
              options={labelOptions(defaults, shown, "accent", filters.accent)}
              value={filters.accent}
              onChange={(event) => set("accent", event.target.value)}
            />
            <SelectField
              label={t("voices.gender")}
              placeholder={t("voiceLibrary.any")}
              options={plain(genders)}
              value={filters.gender}
              onChange={(event) => set("gender", event.target.value)}
            />
            <SelectField
              label={t("voiceLibrary.explore.age")}
              placeholder={t("voiceLibrary.any")}
              options={plain(ages)}
              value={filters.age}
              onChange={(event) => set("age", event.target.value)}
            />
            <SelectField
              label={t("voiceLibrary.explore.useCase")}
              placeholder={t("voiceLibrary.any")}
              options={labelOptions(defaults, shown, "use_case", filters.useCase)}
              value={filters.useCase}
              onChange={(event) => set("useCase", event.target.value)}
            />
            <SelectField
              label={t("voiceLibrary.explore.category")}
              placeholder={t("voiceLibrary.any")}
              options={categories.map((category) => ({
                value: category,
                label: t(`voiceLibrary.category.${category}`),
              }))}
              value={filters.category}
              onChange={(event) => set("category", event.target.value)}
            />
            <SelectField
              label={t("voiceLibrary.explore.noticePeriod")}
              placeholder={t("voiceLibrary.any")}
              options={noticePeriodOptions
                .filter((days) => days > 0)
                .map((days) => ({
                  value: String(days),
                  label: t("voiceLibrary.explore.atLeast", { period: noticePeriodText(t, days) }),
                }))}
              value={filters.minNoticeDays}
              onChange={(event) => set("minNoticeDays", event.target.value)}
            />
          </div>
          <div className="library-filters__switches">
            <Switch
              label={t("voiceLibrary.explore.featured")}
              checked={filters.featured}
              onChange={(event) => set("featured", event.target.checked)}
            />
            <Switch
              label={t("voiceLibrary.explore.customRates")}
              description={t("voiceLibrary.explore.customRatesHint")}
              checked={filters.includeCustomRates}
              onChange={(event) => set("includeCustomRates", event.target.checked)}
            />
            <Switch
              label={t("voiceLibrary.explore.liveModerated")}
              description={t("voiceLibrary.explore.liveModeratedHint")}
              checked={filters.includeLiveModerated}
              onChange={(event) => set("includeLiveModerated", event.target.checked)}
            />
          </div>
          {count > 0 && (
            <div>
              <Button
                variant="ghost"
                size="sm"
                onClick={() =>
                  onChange({ ...defaultLibraryFilters, search: filters.search, sort: filters.sort })
                }
              >
                <Icon name="close" />
                {t("voiceLibrary.explore.clearFilters")}
              </Button>
            </div>
          )}
        </fieldset>
      )}
    </div>
  );
}
