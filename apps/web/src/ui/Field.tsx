import { type ReactNode, useId } from "react";
import { useTranslation } from "react-i18next";
import { Icon } from "./Icon.tsx";

export interface FieldA11y {
  id: string;
  "aria-invalid": boolean | undefined;
  "aria-describedby": string | undefined;
}

interface FieldProps {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  optional?: boolean;
  /** Hide the label visually (it still names the control). */
  hideLabel?: boolean;
  children: (a11y: FieldA11y) => ReactNode;
}

/**
 * Label, hint and error around one control, wired for assistive technology: the control gets
 * `aria-invalid` and `aria-describedby` pointing at the hint and the error.
 */
export function Field({ label, hint, error, optional, hideLabel, children }: FieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(" ") || undefined;
  return (
    <div className="field">
      <label htmlFor={id} className={hideLabel ? "visually-hidden" : "field__label"}>
        {label}
        {optional && <span className="field__optional"> ({t("common.optional")})</span>}
      </label>
      {children({ id, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy })}
      {hint && !error && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      {hint && error && (
        <p id={hintId} className="visually-hidden">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="field__error">
          <Icon name="alert" size={12} />
          {error}
        </p>
      )}
    </div>
  );
}
