import { voiceDesignLimits } from "@chorus/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { isApiError } from "../../../lib/api/api-error.ts";
import { errorMessage } from "../../../lib/api/error-message.ts";
import { useDocumentTitle } from "../../../lib/use-document-title.ts";
import { Banner } from "../../../ui/Banner.tsx";
import { Button } from "../../../ui/Button.tsx";
import { Card } from "../../../ui/Card.tsx";
import { Icon } from "../../../ui/Icon.tsx";
import { PageHeader } from "../../../ui/PageHeader.tsx";
import { Switch } from "../../../ui/Switch.tsx";
import { TextField } from "../../../ui/TextField.tsx";
import { createDesignedVoice, designVoicePreviews } from "../api/custom-voices-api.ts";
import { voicesQueryKey } from "../api/voices-api.ts";
import "../voices.css";
import { DesignPreviewCard } from "./DesignPreviewCard.tsx";

const exampleKeys = ["narrator", "young", "whisper", "energetic"] as const;

/**
 * /app/voices/design — describe a voice, hear three previews, keep one. The engines read the words
 * into parameters (see contract `textToVoice.design`), so the examples show the words that work.
 */
export function DesignVoicePage() {
  const { t } = useTranslation();
  useDocumentTitle(t("voices.design.title"));
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const descriptionId = useId();
  const textId = useId();
  const [description, setDescription] = useState("");
  const [autoText, setAutoText] = useState(true);
  const [text, setText] = useState("");
  const [chosen, setChosen] = useState<string | null>(null);
  const [name, setName] = useState("");

  const generate = useMutation({
    mutationFn: () =>
      designVoicePreviews({ description: description.trim(), text: autoText ? null : text.trim() }),
    onSuccess: (result) => setChosen(result.previews[0]?.generated_voice_id ?? null),
  });
  const create = useMutation({
    mutationFn: () =>
      createDesignedVoice({ name: name.trim(), description: description.trim(), previewId: chosen ?? "" }),
    onSuccess: async (voice) => {
      await queryClient.invalidateQueries({ queryKey: voicesQueryKey });
      navigate(`/app/voices/${encodeURIComponent(voice.voice_id)}`);
    },
  });

  const field = (error: unknown, name: string) =>
    isApiError(error) ? (error.fieldMessage(name) ?? null) : null;
  const tooShort = description.trim().length < voiceDesignLimits.minDescriptionLength;
  const textLength = text.trim().length;
  const textBad =
    !autoText &&
    (textLength < voiceDesignLimits.minTextLength || textLength > voiceDesignLimits.maxTextLength);
  const descriptionError = field(generate.error, "voice_description");
  const textError = field(generate.error, "text");
  const generateGeneral =
    generate.error && !descriptionError && !textError ? errorMessage(generate.error) : null;
  const nameError = field(create.error, "voice_name");
  const createGeneral = create.error && !nameError ? errorMessage(create.error) : null;

  return (
    <>
      <Link className="back-link" to="/app/voices?tab=mine">
        <Icon name="chevronRight" className="back-link__icon" />
        {t("voices.detail.back")}
      </Link>
      <PageHeader title={t("voices.design.title")} description={t("voices.design.description")} />
      <div className="stack">
        <Card>
          <form
            className="stack"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              if (!tooShort && !textBad) generate.mutate();
            }}
          >
            <label htmlFor={descriptionId} className="field__label">
              {t("voices.design.descriptionLabel")}
            </label>
            <textarea
              id={descriptionId}
              className="textarea"
              rows={3}
              maxLength={voiceDesignLimits.maxDescriptionLength}
              placeholder={t("voices.design.descriptionPlaceholder")}
              value={description}
              aria-invalid={descriptionError ? true : undefined}
              onChange={(event) => setDescription(event.target.value)}
            />
            {descriptionError ? (
              <p className="field__error">{descriptionError}</p>
            ) : (
              <p className="field__hint">
                {t("voices.design.descriptionHint", { count: voiceDesignLimits.minDescriptionLength })}
              </p>
            )}
            <fieldset className="chips">
              <legend className="visually-hidden">{t("voices.design.examples")}</legend>
              {exampleKeys.map((key) => (
                <button
                  key={key}
                  type="button"
                  className="chip"
                  onClick={() => setDescription(t(`voices.design.example.${key}`))}
                >
                  {t(`voices.design.example.${key}`)}
                </button>
              ))}
            </fieldset>
            <Switch
              label={t("voices.design.autoText")}
              description={t("voices.design.autoTextHint")}
              checked={autoText}
              onChange={(event) => setAutoText(event.target.checked)}
            />
            {!autoText && (
              <>
                <label htmlFor={textId} className="field__label">
                  {t("voices.design.textLabel")}
                </label>
                <textarea
                  id={textId}
                  className="textarea"
                  rows={3}
                  value={text}
                  aria-invalid={textError ? true : undefined}
                  onChange={(event) => setText(event.target.value)}
                />
                <p className={textError || (textBad && textLength > 0) ? "field__error" : "field__hint"}>
                  {textError ??
                    t("voices.design.textCount", {
                      count: textLength,
                      min: voiceDesignLimits.minTextLength,
                      max: voiceDesignLimits.maxTextLength,
                    })}
                </p>
              </>
            )}
            <div className="row">
              <Button
                type="submit"
                variant="primary"
                loading={generate.isPending}
                disabled={tooShort || textBad}
              >
                <Icon name="sparkles" />
                {generate.isPending ? t("voices.design.generating") : t("voices.design.generate")}
              </Button>
            </div>
            {generateGeneral && <Banner tone="danger">{generateGeneral}</Banner>}
          </form>
        </Card>
        {generate.isPending && (
          <div
            className="design-previews"
            role="status"
            aria-busy="true"
            aria-label={t("voices.design.generating")}
          >
            {[0, 1, 2].map((slot) => (
              <div key={slot} className="design-preview design-preview--loading skeleton" />
            ))}
          </div>
        )}
        {generate.data && !generate.isPending && (
          <Card title={t("voices.design.previewsTitle")} description={`“${generate.data.text}”`}>
            <form
              className="stack"
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                if (chosen && name.trim()) create.mutate();
              }}
            >
              <div className="design-previews">
                {generate.data.previews.map((preview, index) => (
                  <DesignPreviewCard
                    key={preview.generated_voice_id}
                    preview={preview}
                    index={index}
                    selected={chosen === preview.generated_voice_id}
                    onSelect={() => setChosen(preview.generated_voice_id)}
                  />
                ))}
              </div>
              <TextField
                label={t("voices.design.nameLabel")}
                value={name}
                maxLength={100}
                error={nameError}
                onChange={(event) => setName(event.target.value)}
              />
              {createGeneral && <Banner tone="danger">{createGeneral}</Banner>}
              <div className="row">
                <Button
                  type="submit"
                  variant="primary"
                  loading={create.isPending}
                  disabled={!chosen || !name.trim()}
                >
                  {t("voices.design.create")}
                </Button>
              </div>
            </form>
          </Card>
        )}
      </div>
    </>
  );
}
