import { type InputHTMLAttributes, type ReactNode, useId } from "react";

interface SwitchProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "role"> {
  label: ReactNode;
  description?: ReactNode;
}

/** An on/off setting: a checkbox exposed as role=switch, with its label and description. */
export function Switch({ label, description, ...input }: SwitchProps) {
  const id = useId();
  return (
    <label className="switch" htmlFor={id}>
      <span className="check__text">
        <span className="field__label">{label}</span>
        {description && (
          <span id={`${id}-description`} className="field__hint">
            {description}
          </span>
        )}
      </span>
      <input
        id={id}
        type="checkbox"
        role="switch"
        aria-checked={input.checked}
        aria-describedby={description ? `${id}-description` : undefined}
        {...input}
      />
    </label>
  );
}
