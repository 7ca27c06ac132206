import { allSpeechLanguages, speechLanguages, type Voice } from "@chorus/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../../lib/api/api-error.ts";
import { errorMessage } from "../../../../lib/api/error-message.ts";
import { Banner } from "../../../../ui/Banner.tsx";
import { Button } from "../../../../ui/Button.tsx";
import { SelectField } from "../../../../ui/SelectField.tsx";
import { TextField } from "../../../../ui/TextField.tsx";
import { useToast } from "../../../../ui/Toast.tsx";
import { voicesQueryKey } from "../../api/voices-api.ts";
import {
  createProfessionalVoice,
  type ProfessionalVoiceInput,
  updateProfessionalVoice,
} from "../api/professional-voices-api.ts";

const genders = ["female", "male", "neutral"] as const;
const ages = ["young", "middle_aged", "old"] as const;

/**
 * Step 1: name, language, description and labels. Creates the draft voice (then the wizard moves to
 * samples), or saves changes to an existing one. Server field errors appear under their fields.
 */
export function CreateStep({
  voice,
  locked,
  onCreated,
  onNext,
}: {
  voice: Voice | null;
  /** True when the plan does not allow professional cloning: the form explains and cannot submit. */
  locked: boolean;
  onCreated: (voiceId: string) => void;
  onNext: () => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const labels = voice?.labels ?? {};
  const [name, setName] = useState(voice?.name ?? "");
  const [language, setLanguage] = useState(voice?.language ?? "en");
  const [description, setDescription] = useState(voice?.description ?? "");
  const [gender, setGender] = useState(labels.gender ?? "");
  const [age, setAge] = useState(labels.age ?? "");
  const [accent, setAccent] = useState(labels.accent ?? "");
  const [useCase, setUseCase] = useState(labels.use_case ?? "");
  const [consent, setConsent] = useState(voice !== null);
  const [tried, setTried] = useState(false);

  const input = (): ProfessionalVoiceInput => ({
    name: name.trim(),
    language,
    description: description.trim(),
    labels: Object.fromEntries(
      Object.entries({ gender, age, accent: accent.trim(), use_case: useCase.trim() }).filter(
        ([, value]) => value,
      ),
    ),
  });
  const save = useMutation({
    mutationFn: async () => {
      if (voice) {
        await updateProfessionalVoice(voice.voice_id, input());
        return voice.voice_id;
      }
      return (await createProfessionalVoice(input())).voice_id;
    },
    onSuccess: async (voiceId) => {
      await queryClient.invalidateQueries({ queryKey: voicesQueryKey });
      if (voice) {
        toast.success(t("common.saved"));
        onNext();
      } else onCreated(voiceId);
    },
  });

  const error = save.error;
  const fieldError = (field: string) => (isApiError(error) ? (error.fieldMessage(field) ?? null) : null);
  const nameError = fieldError("name") ?? (tried && !name.trim() ? t("voices.clone.nameRequired") : null);
  const consentError = tried && !consent ? t("voices.pro.create.consentRequired") : null;
  const general = error && !fieldError("name") && !fieldError("description") ? errorMessage(error) : null;

  return (
    <form
      className="stack"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setTried(true);
        if (!name.trim() || !consent || locked) return;
        save.mutate();
      }}
    >
      <div className="grid-2">
        <TextField
          label={t("voices.clone.name")}
          value={name}
          maxLength={100}
          required
          disabled={save.isPending}
          error={nameError}
          onChange={(event) => setName(event.target.value)}
        />
        <SelectField
          label={t("voices.pro.create.language")}
          hint={t("voices.pro.create.languageHint")}
          options={allSpeechLanguages.map((code) => ({ value: code, label: speechLanguages[code] }))}
          value={language}
          disabled={save.isPending}
          error={fieldError("language")}
          onChange={(event) => setLanguage(event.target.value)}
        />
      </div>
      <TextField
        label={t("voices.clone.descriptionLabel")}
        optional
        value={description}
        maxLength={499}
        disabled={save.isPending}
        placeholder={t("voices.pro.create.descriptionPlaceholder")}
        error={fieldError("description")}
        onChange={(event) => setDescription(event.target.value)}
      />
      <fieldset className="pro-labels">
        <legend className="field__label">
          {t("voices.pro.create.labels")}
          <span className="field__optional"> ({t("common.optional")})</span>
        </legend>
        <div className="pro-labels__grid">
          <SelectField
            label={t("voices.pro.create.gender")}
            placeholder={t("voices.pro.create.unspecified")}
            options={genders.map((value) => ({ value, label: t(`voices.pro.create.genders.${value}`) }))}
            value={gender}
            disabled={save.isPending}
            onChange={(event) => setGender(event.target.value)}
          />
          <SelectField
            label={t("voices.pro.create.age")}
            placeholder={t("voices.pro.create.unspecified")}
            options={ages.map((value) => ({ value, label: t(`voices.pro.create.ages.${value}`) }))}
            value={age}
            disabled={save.isPending}
            onChange={(event) => setAge(event.target.value)}
          />
          <TextField
            label={t("voices.pro.create.accent")}
            value={accent}
            maxLength={60}
            placeholder={t("voices.pro.create.accentPlaceholder")}
            disabled={save.isPending}
            onChange={(event) => setAccent(event.target.value)}
          />
          <TextField
            label={t("voices.pro.create.useCase")}
            value={useCase}
            maxLength={60}
            placeholder={t("voices.pro.create.useCasePlaceholder")}
            disabled={save.isPending}
            onChange={(event) => setUseCase(event.target.value)}
          />
        </div>
      </fieldset>
      {!voice && (
        <>
          <label className="check">
            <input
              type="checkbox"
              checked={consent}
              disabled={save.isPending}
              aria-invalid={consentError ? true : undefined}
              onChange={(event) => setConsent(event.target.checked)}
            />
            <span>{t("voices.pro.create.consent")}</span>
          </label>
          {consentError && <p className="field__error">{consentError}</p>}
        </>
      )}
      {general && (
        <Banner
          tone="danger"
          title={voice ? t("voices.pro.create.saveFailed") : t("voices.pro.create.failed")}
        >
          {general}
        </Banner>
      )}
      <div className="pro-step-actions">
        {voice && (
          <Button onClick={onNext} disabled={save.isPending}>
            {t("voices.pro.next")}
          </Button>
        )}
        <Button type="submit" variant="primary" loading={save.isPending} disabled={locked}>
          {voice ? t("voices.pro.create.saveAndContinue") : t("voices.pro.create.submit")}
        </Button>
      </div>
    </form>
  );
}
