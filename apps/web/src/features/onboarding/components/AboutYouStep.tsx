import { useTranslation } from "react-i18next";
import { Button } from "../../../ui/Button.tsx";
import { TextField } from "../../../ui/TextField.tsx";
import type { AboutYouErrors } from "../validate-onboarding.ts";

interface AboutYouStepProps {
  firstName: string;
  dateOfBirth: string;
  errors: AboutYouErrors;
  onChange: (patch: { firstName?: string; dateOfBirth?: string }) => void;
  onNext: () => void;
}

export function AboutYouStep({ firstName, dateOfBirth, errors, onChange, onNext }: AboutYouStepProps) {
  const { t } = useTranslation();
  return (
    <form
      className="stack"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onNext();
      }}
    >
      <TextField
        label={t("onboarding.firstName")}
        autoComplete="given-name"
        autoFocus
        value={firstName}
        error={errors.first_name}
        onChange={(event) => onChange({ firstName: event.target.value })}
      />
      <TextField
        label={t("onboarding.dateOfBirth")}
        type="date"
        autoComplete="bday"
        max={new Date().toISOString().slice(0, 10)}
        hint={t("onboarding.dateOfBirthHint")}
        value={dateOfBirth}
        error={errors.date_of_birth}
        onChange={(event) => onChange({ dateOfBirth: event.target.value })}
      />
      <Button type="submit" variant="primary" block>
        {t("onboarding.next")}
      </Button>
    </form>
  );
}
