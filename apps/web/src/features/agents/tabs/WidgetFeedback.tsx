import type { PlatformSettings } from "@chorus/contract";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Card } from "../../../ui/Card.tsx";

type FeedbackMode = PlatformSettings["widget"]["feedback_mode"];
const modes: readonly FeedbackMode[] = ["none", "during", "end"];

/**
 * When the widget asks visitors for feedback: never, on each of the agent's replies, or as the
 * conversation ends. Radio inputs, so arrow keys move between the modes; each radio is named by its
 * title alone and described by its explanation.
 */
export function WidgetFeedback({
  value,
  onChange,
}: {
  value: FeedbackMode;
  onChange: (mode: FeedbackMode) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Card title={t("agents.widget.feedback")} description={t("agents.widget.feedbackDescription")}>
      <fieldset className="agent-checks">
        <legend className="visually-hidden">{t("agents.widget.feedback")}</legend>
        {modes.map((mode) => (
          <label key={mode} className="check">
            <input
              type="radio"
              name={`${id}-feedback`}
              value={mode}
              checked={value === mode}
              aria-labelledby={`${id}-${mode}`}
              aria-describedby={`${id}-${mode}-hint`}
              onChange={() => onChange(mode)}
            />
            <span className="check__text">
              <span id={`${id}-${mode}`} className="field__label">
                {t(`agents.widget.feedbackModes.${mode}`)}
              </span>
              <span id={`${id}-${mode}-hint`} className="field__hint">
                {t(`agents.widget.feedbackHints.${mode}`)}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
    </Card>
  );
}
