import { useTranslation } from "react-i18next";
import { errorMessage } from "../../../lib/api/error-message.ts";
import { Banner } from "../../../ui/Banner.tsx";
import { Button } from "../../../ui/Button.tsx";
import { SelectField } from "../../../ui/SelectField.tsx";
import { referralOptions, useCaseOptions } from "../options.ts";

interface UseCaseStepProps {
  useCase: string;
  referral: string;
  onChange: (patch: { useCase?: string; referral?: string }) => void;
  onBack: () => void;
  onFinish: () => void;
  pending: boolean;
  error: unknown;
}

export function UseCaseStep({
  useCase,
  referral,
  onChange,
  onBack,
  onFinish,
  pending,
  error,
}: UseCaseStepProps) {
  const { t } = useTranslation();
  return (
    <form
      className="stack-lg"
      onSubmit={(event) => {
        event.preventDefault();
        onFinish();
      }}
    >
      {error ? <Banner tone="danger">{errorMessage(error)}</Banner> : null}
      <fieldset className="stack-sm" style={{ border: 0, padding: 0, margin: 0 }}>
        <legend className="visually-hidden">
          {t("onboarding.useCaseTitle")} ({t("common.optional")})
        </legend>
        <div className="choice-grid">
          {useCaseOptions.map((option) => (
            <label key={option} className="choice">
              <input
                type="radio"
                name="use_case"
                value={option}
                checked={useCase === option}
                onChange={() => onChange({ useCase: option })}
              />
              <span className="choice__title">{t(`onboarding.useCases.${option}`)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <SelectField
        label={t("onboarding.referralSource")}
        optional
        placeholder="—"
        value={referral}
        onChange={(event) => onChange({ referral: event.target.value })}
        options={referralOptions.map((option) => ({
          value: option,
          label: t(`onboarding.referrals.${option}`),
        }))}
      />
      <div className="row-between">
        <Button onClick={onBack} disabled={pending}>
          {t("common.back")}
        </Button>
        <Button type="submit" variant="primary" loading={pending}>
          {t("onboarding.finish")}
        </Button>
      </div>
    </form>
  );
}
