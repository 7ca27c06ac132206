import { useId } from "react";

interface SliderProps {
  label: string;
  value: number;
  min: number;
  max: number;
  step: number;
  format: (value: number) => string;
  onChange: (value: number) => void;
  disabled?: boolean;
  /** A short explanation under the slider. */
  hint?: string;
  /** An element elsewhere that describes the value (a warning), when there is no hint. */
  describedBy?: string;
}

/** A labelled range input that shows its value; arrow keys move it by one step. */
export function Slider({
  label,
  value,
  min,
  max,
  step,
  format,
  onChange,
  disabled,
  hint,
  describedBy,
}: SliderProps) {
  const id = useId();
  return (
    <div className="slider">
      <div className="row-between">
        <label htmlFor={id} className="field__label">
          {label}
        </label>
        <span className="slider__value">{format(value)}</span>
      </div>
      <input
        id={id}
        type="range"
        className="range"
        min={min}
        max={max}
        step={step}
        value={value}
        disabled={disabled}
        aria-valuetext={format(value)}
        aria-describedby={hint ? `${id}-hint` : describedBy}
        onChange={(event) => onChange(Number(event.target.value))}
      />
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
    </div>
  );
}
