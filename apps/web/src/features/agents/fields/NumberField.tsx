import { type ReactNode, useEffect, useState } from "react";
import { TextField } from "../../../ui/TextField.tsx";

interface NumberFieldProps {
  label: ReactNode;
  value: number;
  onChange: (value: number) => void;
  min?: number;
  max?: number;
  /** Whole numbers only (the default). */
  integer?: boolean;
  hint?: ReactNode;
  error?: string | null;
  disabled?: boolean;
  /** What the number counts ("seconds", "days"), shown after the input. */
  unit?: string;
}

/**
 * A number input that keeps what is being typed ("", "-") and hands over a number only once the
 * text is one; leaving the field with something else puts the last number back.
 */
export function NumberField({
  label,
  value,
  onChange,
  min,
  max,
  integer = true,
  hint,
  error,
  disabled,
  unit,
}: NumberFieldProps) {
  const [text, setText] = useState(String(value));
  // A value set from outside (discard, a reload, a switch) replaces what was typed.
  useEffect(() => {
    setText((current) => (Number(current) === value && current.trim() !== "" ? current : String(value)));
  }, [value]);
  const parse = (raw: string) => {
    if (raw.trim() === "") return null;
    const number = Number(raw);
    if (!Number.isFinite(number) || (integer && !Number.isInteger(number))) return null;
    return number;
  };
  return (
    <div className="agent-number">
      <TextField
        label={label}
        hint={hint}
        error={error}
        type="number"
        inputMode={integer ? "numeric" : "decimal"}
        min={min}
        max={max}
        step={integer ? 1 : "any"}
        disabled={disabled}
        value={text}
        trailing={unit ? <span className="agent-number__unit">{unit}</span> : undefined}
        onChange={(event) => {
          setText(event.target.value);
          const number = parse(event.target.value);
          if (number !== null) onChange(number);
        }}
        onBlur={() => {
          if (parse(text) === null) setText(String(value));
        }}
      />
    </div>
  );
}
