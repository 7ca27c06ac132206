import type { InputHTMLAttributes, ReactNode, Ref } from "react";
import { Field } from "./Field.tsx";

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id"> {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  optional?: boolean;
  hideLabel?: boolean;
  /** A control drawn inside the input's right edge (show password, copy). */
  trailing?: ReactNode;
  inputClassName?: string;
  ref?: Ref<HTMLInputElement>;
}

export function TextField({
  label,
  hint,
  error,
  optional,
  hideLabel,
  trailing,
  inputClassName,
  ref,
  ...input
}: TextFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} optional={optional} hideLabel={hideLabel}>
      {(a11y) => {
        const control = (
          <input
            ref={ref}
            className={["input", inputClassName].filter(Boolean).join(" ")}
            {...input}
            {...a11y}
          />
        );
        return trailing ? (
          <div className="input-group">
            {control}
            {trailing}
          </div>
        ) : (
          control
        );
      }}
    </Field>
  );
}
