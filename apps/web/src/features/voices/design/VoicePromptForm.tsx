import { voiceDesignLimits } from "@chorus/contract";
import { type ReactNode, useId } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../lib/api/api-error.ts";
import { errorMessage } from "../../../lib/api/error-message.ts";
import { Banner } from "../../../ui/Banner.tsx";
import { Button } from "../../../ui/Button.tsx";
import { Icon } from "../../../ui/Icon.tsx";
import { Switch } from "../../../ui/Switch.tsx";

export interface VoicePrompt {
  description: string;
  autoText: boolean;
  text: string;
}

export const emptyVoicePrompt: VoicePrompt = { description: "", autoText: true, text: "" };

/** The preview text the request sends: none when the server writes one. */
export const promptText = (prompt: VoicePrompt) => (prompt.autoText ? null : prompt.text.trim());

interface VoicePromptFormProps {
  prompt: VoicePrompt;
  onChange: (prompt: VoicePrompt) => void;
  onSubmit: () => void;
  pending: boolean;
  error: unknown;
  /** The words that describe what to do: a voice (design) or a change to one (remix). */
  labels: { description: string; placeholder: string; submit: string };
  examples: readonly string[];
  /** Extra controls under the text (remix: how strongly the words apply). */
  children?: ReactNode;
}

/**
 * Describe a voice (or a change), optionally type the preview text, and ask for previews. Checks the
 * spec's lengths before sending (description at least 20 characters, text 70 to 150) and shows the
 * server's field messages under their fields.
 */
export function VoicePromptForm({
  prompt,
  onChange,
  onSubmit,
  pending,
  error,
  labels,
  examples,
  children,
}: VoicePromptFormProps) {
  const { t } = useTranslation();
  const descriptionId = useId();
  const textId = useId();
  const field = (name: string) => (isApiError(error) ? (error.fieldMessage(name) ?? null) : null);
  const tooShort = prompt.description.trim().length < voiceDesignLimits.minDescriptionLength;
  const textLength = prompt.text.trim().length;
  const textBad =
    !prompt.autoText &&
    (textLength < voiceDesignLimits.minTextLength || textLength > voiceDesignLimits.maxTextLength);
  const descriptionError = field("voice_description");
  const textError = field("text");
  const general = error && !descriptionError && !textError ? errorMessage(error) : null;
  return (
    <form
      className="stack"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!tooShort && !textBad) onSubmit();
      }}
    >
      <label htmlFor={descriptionId} className="field__label">
        {labels.description}
      </label>
      <textarea
        id={descriptionId}
        className="textarea"
        rows={3}
        maxLength={voiceDesignLimits.maxDescriptionLength}
        placeholder={labels.placeholder}
        value={prompt.description}
        aria-invalid={descriptionError ? true : undefined}
        onChange={(event) => onChange({ ...prompt, description: event.target.value })}
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
        {examples.map((example) => (
          <button
            key={example}
            type="button"
            className="chip"
            onClick={() => onChange({ ...prompt, description: example })}
          >
            {example}
          </button>
        ))}
      </fieldset>
      <Switch
        label={t("voices.design.autoText")}
        description={t("voices.design.autoTextHint")}
        checked={prompt.autoText}
        onChange={(event) => onChange({ ...prompt, autoText: event.target.checked })}
      />
      {!prompt.autoText && (
        <>
          <label htmlFor={textId} className="field__label">
            {t("voices.design.textLabel")}
          </label>
          <textarea
            id={textId}
            className="textarea"
            rows={3}
            value={prompt.text}
            aria-invalid={textError ? true : undefined}
            onChange={(event) => onChange({ ...prompt, text: event.target.value })}
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
      {children}
      <div className="row">
        <Button type="submit" variant="primary" loading={pending} disabled={tooShort || textBad}>
          <Icon name="sparkles" />
          {pending ? t("voices.design.generating") : labels.submit}
        </Button>
      </div>
      {general && <Banner tone="danger">{general}</Banner>}
    </form>
  );
}
