import type { ReactNode } from "react";

interface SegmentedControlProps<T extends string> {
  /** What the choice is about, for assistive technology (the group has no visible legend). */
  label: string;
  /** The radio inputs' shared name: unique on the page. */
  name: string;
  options: readonly T[];
  /** What each option shows. */
  optionLabel: (option: T) => ReactNode;
  value: T;
  onChange: (option: T) => void;
  className?: string;
}

/**
 * One choice out of a few, side by side: a fieldset of radio inputs styled as segments, so arrow keys
 * move between the options and screen readers announce a group.
 */
export function SegmentedControl<T extends string>({
  label,
  name,
  options,
  optionLabel,
  value,
  onChange,
  className,
}: SegmentedControlProps<T>) {
  return (
    <fieldset className={className ? `segmented ${className}` : "segmented"} aria-label={label}>
      {options.map((option) => (
        <label key={option}>
          <input
            type="radio"
            name={name}
            value={option}
            checked={value === option}
            onChange={() => onChange(option)}
          />
          {optionLabel(option)}
        </label>
      ))}
    </fieldset>
  );
}
