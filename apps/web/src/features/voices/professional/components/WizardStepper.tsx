import type { Voice } from "@chorus/contract";
import { useTranslation } from "react-i18next";
import { Icon } from "../../../../ui/Icon.tsx";
import { isStepDone, type WizardStep, wizardSteps } from "../professional-state.ts";

/**
 * The wizard's steps as a numbered list: done steps carry a check, the current one is marked
 * `aria-current="step"`. Before the voice exists only "Create" can be opened; after that any step
 * can (each explains what it still needs), so people can go back and add samples at any time.
 */
export function WizardStepper({
  voice,
  current,
  onStep,
}: {
  voice: Voice | null;
  current: WizardStep;
  onStep: (step: WizardStep) => void;
}) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t("voices.pro.stepsLabel")}>
      <ol className="pro-stepper">
        {wizardSteps.map((step, index) => {
          const done = isStepDone(step, voice);
          const isCurrent = step === current;
          const reachable = step === "create" || voice !== null;
          const classes = [
            "pro-stepper__item",
            done && "pro-stepper__item--done",
            isCurrent && "pro-stepper__item--current",
          ]
            .filter(Boolean)
            .join(" ");
          return (
            <li key={step} className={classes}>
              <button
                type="button"
                className="pro-stepper__button"
                aria-current={isCurrent ? "step" : undefined}
                disabled={!reachable}
                onClick={() => onStep(step)}
              >
                <span className="pro-stepper__marker" aria-hidden="true">
                  {done ? <Icon name="check" size={14} /> : index + 1}
                </span>
                <span className="pro-stepper__label">{t(`voices.pro.steps.${step}`)}</span>
                {done && <span className="visually-hidden">{t("voices.pro.stepDone")}</span>}
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
