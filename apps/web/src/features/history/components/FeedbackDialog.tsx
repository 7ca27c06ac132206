import { feedbackTextLimits } from "@chorus/contract";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../../lib/api/error-message.ts";
import { Banner } from "../../../ui/Banner.tsx";
import { Button } from "../../../ui/Button.tsx";
import { Dialog } from "../../../ui/Dialog.tsx";
import { Field } from "../../../ui/Field.tsx";
import { Icon } from "../../../ui/Icon.tsx";
import { useToast } from "../../../ui/Toast.tsx";
import { sendFeedback } from "../api/history-api.ts";

const flags = ["emotions", "inaccurate_clone", "glitches", "audio_quality", "other"] as const;
type Flag = (typeof flags)[number];

interface FeedbackDialogProps {
  historyItemId: string | null;
  /** The rating picked before the dialog opened (spec 000 §9: thumbs up opens this dialog too). */
  thumbsUp: boolean;
  onClose: () => void;
  onSent?: () => void;
}

/** Spec 000 §9: rate a generation; written feedback, when given, is 20 to 200 characters. */
export function FeedbackDialog({
  historyItemId,
  thumbsUp: initialThumbsUp,
  onClose,
  onSent,
}: FeedbackDialogProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const [thumbsUp, setThumbsUp] = useState(initialThumbsUp);
  const [text, setText] = useState("");
  const [checked, setChecked] = useState<Record<Flag, boolean>>({
    emotions: false,
    inaccurate_clone: false,
    glitches: false,
    audio_quality: false,
    other: false,
  });
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [touched, setTouched] = useState(false);
  const [lastId, setLastId] = useState(historyItemId);
  if (lastId !== historyItemId) {
    setLastId(historyItemId);
    setThumbsUp(initialThumbsUp);
    setText("");
    setError(null);
    setTouched(false);
  }

  const length = text.trim().length;
  const lengthError =
    length > 0 && (length < feedbackTextLimits.min || length > feedbackTextLimits.max)
      ? t("feedback.lengthError", { min: feedbackTextLimits.min, max: feedbackTextLimits.max })
      : null;

  const submit = async () => {
    setTouched(true);
    if (!historyItemId || lengthError) return;
    setPending(true);
    setError(null);
    try {
      await sendFeedback(historyItemId, { thumbs_up: thumbsUp, feedback: text.trim() || null, ...checked });
      toast.success(t("feedback.sent"));
      onSent?.();
      onClose();
    } catch (caught) {
      setError(errorMessage(caught));
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog
      open={historyItemId !== null}
      onClose={onClose}
      title={t("feedback.title")}
      description={t("feedback.description")}
      dismissible={!pending}
      footer={
        <>
          <Button onClick={onClose} disabled={pending}>
            {t("common.cancel")}
          </Button>
          <Button variant="primary" onClick={submit} loading={pending}>
            {t("feedback.submit")}
          </Button>
        </>
      }
    >
      <div className="stack">
        <div className="row" role="radiogroup" aria-label={t("feedback.rating")}>
          <Button
            role="radio"
            aria-checked={thumbsUp}
            variant={thumbsUp ? "accent" : "secondary"}
            onClick={() => setThumbsUp(true)}
          >
            <Icon name="thumbsUp" />
            {t("feedback.thumbsUp")}
          </Button>
          <Button
            role="radio"
            aria-checked={!thumbsUp}
            variant={!thumbsUp ? "accent" : "secondary"}
            onClick={() => setThumbsUp(false)}
          >
            <Icon name="thumbsDown" />
            {t("feedback.thumbsDown")}
          </Button>
        </div>
        <fieldset className="feedback-flags">
          <legend className="field__label">{t("feedback.flagsLabel")}</legend>
          {flags.map((flag) => (
            <label key={flag} className="check">
              <input
                type="checkbox"
                checked={checked[flag]}
                onChange={(event) => setChecked((current) => ({ ...current, [flag]: event.target.checked }))}
              />
              <span>{t(`feedback.flags.${flag}`)}</span>
            </label>
          ))}
        </fieldset>
        <Field
          label={t("feedback.textLabel")}
          optional
          hint={t("feedback.textHint", { count: length, max: feedbackTextLimits.max })}
          error={touched ? lengthError : null}
        >
          {(a11y) => (
            <textarea
              className="textarea"
              rows={3}
              maxLength={feedbackTextLimits.max + 50}
              value={text}
              onChange={(event) => setText(event.target.value)}
              {...a11y}
            />
          )}
        </Field>
        {error && <Banner tone="danger">{error}</Banner>}
      </div>
    </Dialog>
  );
}
