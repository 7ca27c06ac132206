import {
  maxCustomRateUsd,
  maxSharingDescriptionLength,
  minNoticeDaysForCustomRate,
  noticePeriodOptions,
} from "@chorus/contract";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { formatUsd } from "../../../lib/format.ts";
import { Icon } from "../../../ui/Icon.tsx";
import { SelectField } from "../../../ui/SelectField.tsx";
import { Switch } from "../../../ui/Switch.tsx";
import { TextField } from "../../../ui/TextField.tsx";
import { labelText } from "../library/filter-options.ts";
import { noticePeriodText } from "./notice-period.ts";
import type { EditableLabel, SharingDraft, SharingErrors } from "./sharing-draft.ts";

interface SharingSettingsFormProps {
  draft: SharingDraft;
  onChange: (draft: SharingDraft) => void;
  errors: SharingErrors;
  disabled?: boolean;
}

const genders = ["female", "male", "neutral"];
const ages = ["young", "middle_aged", "old"];

/**
 * What people see in the library and the owner's terms: description, labels, notice period, custom
 * rate (the 90-day rule said next to it), live moderation, rewards and who may add the voice.
 */
export function SharingSettingsForm({ draft, onChange, errors, disabled }: SharingSettingsFormProps) {
  const { t, i18n } = useTranslation();
  const descriptionId = useId();
  const set = <K extends keyof SharingDraft>(key: K, value: SharingDraft[K]) =>
    onChange({ ...draft, [key]: value });
  const setLabel = (key: EditableLabel, value: string) =>
    onChange({ ...draft, labels: { ...draft.labels, [key]: value } });
  const length = draft.description.trim().length;
  const plain = (values: string[]) => values.map((value) => ({ value, label: labelText(value) }));
  return (
    <fieldset className="sharing-form" disabled={disabled}>
      <legend className="visually-hidden">{t("voiceLibrary.sharing.settings")}</legend>
      <div className="field">
        <label htmlFor={descriptionId} className="field__label">
          {t("voiceLibrary.sharing.description")}
        </label>
        <textarea
          id={descriptionId}
          className="textarea"
          rows={3}
          placeholder={t("voiceLibrary.sharing.descriptionPlaceholder")}
          value={draft.description}
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={`${descriptionId}-help`}
          onChange={(event) => set("description", event.target.value)}
        />
        <p id={`${descriptionId}-help`} className={errors.description ? "field__error" : "field__hint"}>
          {errors.description ? (
            <>
              <Icon name="alert" size={12} />
              {errors.description}
            </>
          ) : (
            t("voiceLibrary.sharing.descriptionCount", { count: length, max: maxSharingDescriptionLength })
          )}
        </p>
      </div>

      <div className="sharing-form__labels">
        <SelectField
          label={t("voices.gender")}
          placeholder={t("voiceLibrary.sharing.notSet")}
          options={plain(genders)}
          value={draft.labels.gender}
          onChange={(event) => setLabel("gender", event.target.value)}
        />
        <SelectField
          label={t("voiceLibrary.explore.age")}
          placeholder={t("voiceLibrary.sharing.notSet")}
          options={plain(ages)}
          value={draft.labels.age}
          onChange={(event) => setLabel("age", event.target.value)}
        />
        <TextField
          label={t("voices.accent")}
          placeholder={t("voiceLibrary.sharing.accentPlaceholder")}
          value={draft.labels.accent}
          maxLength={50}
          onChange={(event) => setLabel("accent", event.target.value)}
        />
        <TextField
          label={t("voiceLibrary.explore.useCase")}
          placeholder={t("voiceLibrary.sharing.useCasePlaceholder")}
          value={draft.labels.use_case}
          maxLength={50}
          onChange={(event) => setLabel("use_case", event.target.value)}
        />
        <TextField
          label={t("voiceLibrary.sharing.descriptive")}
          placeholder={t("voiceLibrary.sharing.descriptivePlaceholder")}
          value={draft.labels.descriptive}
          maxLength={50}
          error={errors.labels}
          onChange={(event) => setLabel("descriptive", event.target.value)}
        />
      </div>

      <SelectField
        label={t("voiceLibrary.sharing.noticePeriod")}
        hint={t("voiceLibrary.sharing.noticePeriodHint")}
        options={noticePeriodOptions.map((days) => ({
          value: String(days),
          label: noticePeriodText(t, days),
        }))}
        value={String(draft.noticePeriod)}
        error={errors.notice_period}
        onChange={(event) => set("noticePeriod", Number(event.target.value))}
      />

      <div className="sharing-form__rate">
        <Switch
          label={t("voiceLibrary.sharing.customRate")}
          description={t("voiceLibrary.sharing.customRateHint", {
            max: formatUsd(maxCustomRateUsd, i18n.language),
            days: minNoticeDaysForCustomRate,
          })}
          checked={draft.customRate}
          onChange={(event) => set("customRate", event.target.checked)}
        />
        {draft.customRate && (
          <>
            <TextField
              label={t("voiceLibrary.sharing.rate")}
              type="number"
              inputMode="decimal"
              min={0}
              max={maxCustomRateUsd}
              step={0.01}
              value={draft.fiatRate}
              error={errors.fiat_rate}
              hint={t("voiceLibrary.sharing.rateHint", { max: formatUsd(maxCustomRateUsd, i18n.language) })}
              onChange={(event) => set("fiatRate", event.target.value)}
            />
            {draft.noticePeriod < minNoticeDaysForCustomRate && (
              <p className="sharing-form__rule" role="status">
                <Icon name="info" size={14} />
                {t("voiceLibrary.sharing.rateNeedsNotice", { days: minNoticeDaysForCustomRate })}
              </p>
            )}
          </>
        )}
      </div>

      <div className="stack-sm">
        <Switch
          label={t("voiceLibrary.sharing.liveModeration")}
          description={t("voiceLibrary.sharing.liveModerationHint")}
          checked={draft.liveModeration}
          onChange={(event) => set("liveModeration", event.target.checked)}
        />
        <Switch
          label={t("voiceLibrary.sharing.financialRewards")}
          description={t("voiceLibrary.sharing.financialRewardsHint")}
          checked={draft.financialRewards}
          onChange={(event) => set("financialRewards", event.target.checked)}
        />
        <Switch
          label={t("voiceLibrary.sharing.freeUsers")}
          description={t("voiceLibrary.sharing.freeUsersHint")}
          checked={draft.freeUsersAllowed}
          onChange={(event) => set("freeUsersAllowed", event.target.checked)}
        />
      </div>
    </fieldset>
  );
}
