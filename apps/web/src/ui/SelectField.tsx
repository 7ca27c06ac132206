import type { ReactNode, SelectHTMLAttributes } from "react";
import { Field } from "./Field.tsx";

export interface SelectOption {
  value: string;
  label: string;
  /** Shown but not choosable (a member who cannot be assigned, say). */
  disabled?: boolean;
}

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, "id"> {
  label: ReactNode;
  options: readonly SelectOption[];
  hint?: ReactNode;
  error?: string | null;
  optional?: boolean;
  hideLabel?: boolean;
  /** A first, empty choice ("Select…"). */
  placeholder?: string;
}

export function SelectField({
  label,
  options,
  hint,
  error,
  optional,
  hideLabel,
  placeholder,
  ...select
}: SelectFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} optional={optional} hideLabel={hideLabel}>
      {(a11y) => (
        <select className="select" {...select} {...a11y}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
