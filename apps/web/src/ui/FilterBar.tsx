import type { ReactNode } from "react";
import { Button } from "./Button.tsx";
import { Icon } from "./Icon.tsx";
import "./filter-bar.css";

/**
 * A list's filters as a grid that wraps to the width: the fields, then, once any of them is set, a
 * button that clears them all. `label` names the group for screen readers.
 */
export function FilterBar({
  label,
  clearLabel,
  filtered,
  onClear,
  children,
}: {
  label: string;
  clearLabel: string;
  filtered: boolean;
  onClear: () => void;
  children: ReactNode;
}) {
  return (
    <fieldset className="filter-bar">
      <legend className="visually-hidden">{label}</legend>
      {children}
      {filtered && (
        <div>
          <Button variant="ghost" onClick={onClear}>
            <Icon name="close" />
            {clearLabel}
          </Button>
        </div>
      )}
    </fieldset>
  );
}
