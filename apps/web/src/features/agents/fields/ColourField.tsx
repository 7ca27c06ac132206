import type { ReactNode } from "react";
import { Field } from "../../../ui/Field.tsx";

/** A colour input shows "#rrggbb" only: "#abc" is widened, an alpha channel left out of the picker. */
export function pickerColour(value: string): string {
  if (/^#[0-9a-f]{3}$/i.test(value))
    return `#${[...value.slice(1)].map((digit) => digit + digit).join("")}`.toLowerCase();
  if (/^#[0-9a-f]{6}/i.test(value)) return value.slice(0, 7).toLowerCase();
  return "#000000";
}

interface ColourFieldProps {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
}

/** A colour with its hex value written beside the picker. */
export function ColourField({ label, value, onChange, error }: ColourFieldProps) {
  return (
    <Field label={label} error={error}>
      {(a11y) => (
        <div className="agent-colour">
          <input
            type="color"
            className="agent-colour__input"
            value={pickerColour(value)}
            onChange={(event) => onChange(event.target.value)}
            {...a11y}
          />
          <code className="agent-colour__value">{value}</code>
        </div>
      )}
    </Field>
  );
}
