import type { Ref } from "react";
import { TextField } from "./TextField.tsx";

interface CodeInputProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  hint?: string;
  /** Backup codes are longer and may hold letters. */
  kind?: "six-digit" | "backup";
  autoFocus?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/** One field for a six-digit code: numeric keyboard, one-time-code autofill, digits only. */
export function CodeInput({
  label,
  value,
  onChange,
  error,
  hint,
  kind = "six-digit",
  autoFocus,
  ref,
}: CodeInputProps) {
  const sixDigit = kind === "six-digit";
  return (
    <TextField
      ref={ref}
      label={label}
      hint={hint}
      error={error}
      value={value}
      onChange={(event) =>
        onChange(sixDigit ? event.target.value.replace(/\D/g, "").slice(0, 6) : event.target.value.trim())
      }
      inputMode={sixDigit ? "numeric" : "text"}
      autoComplete="one-time-code"
      pattern={sixDigit ? "[0-9]{6}" : undefined}
      maxLength={sixDigit ? 6 : 32}
      inputClassName={sixDigit ? "input--code" : "mono"}
      autoFocus={autoFocus}
      data-autofocus={autoFocus ? "" : undefined}
      spellCheck={false}
      required
    />
  );
}
