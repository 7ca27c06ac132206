import type { ReactNode, TextareaHTMLAttributes } from "react";
import { Field } from "../../../ui/Field.tsx";

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id"> {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  optional?: boolean;
  hideLabel?: boolean;
}

/** A labelled multi-line text input, wired like TextField (hint, error, aria). */
export function TextAreaField({
  label,
  hint,
  error,
  optional,
  hideLabel,
  className,
  ...area
}: TextAreaFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} optional={optional} hideLabel={hideLabel}>
      {(a11y) => (
        <textarea className={["textarea", className].filter(Boolean).join(" ")} {...area} {...a11y} />
      )}
    </Field>
  );
}
