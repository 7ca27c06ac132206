import { type ReactNode, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../ui/Button.tsx";
import { Icon } from "../../../ui/Icon.tsx";
import { TextField } from "../../../ui/TextField.tsx";

interface ChipListEditorProps {
  label: string;
  items: readonly string[];
  onChange: (items: string[]) => void;
  /** The add button's text. */
  addLabel: string;
  /** The accessible name of one item's remove button. */
  removeLabel: (item: string) => string;
  placeholder?: string;
  hint?: ReactNode;
  /** A reason to refuse a value before it is added (the contract's own check). */
  check?: (value: string, items: readonly string[]) => string | null;
  /** How a value is stored (hosts in lower case). */
  normalize?: (value: string) => string;
  /** The message for one item, from a refused save. */
  itemError?: (index: number) => string | undefined;
  /** A message about the list as a whole, from a refused save. */
  error?: string;
  max?: number;
  disabled?: boolean;
}

/** A list of short texts (keywords, hosts, tags): type one and press Enter or Add; remove any. */
export function ChipListEditor({
  label,
  items,
  onChange,
  addLabel,
  removeLabel,
  placeholder,
  hint,
  check,
  normalize = (value) => value,
  itemError,
  error,
  max,
  disabled,
}: ChipListEditorProps) {
  const { t } = useTranslation();
  const listId = useId();
  const [text, setText] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const full = max !== undefined && items.length >= max;
  const add = () => {
    const value = normalize(text.trim());
    if (!value) return;
    if (items.includes(value)) {
      setProblem(t("agents.fields.duplicate", { value }));
      return;
    }
    const refused = check?.(value, items) ?? null;
    setProblem(refused);
    if (refused) return;
    onChange([...items, value]);
    setText("");
  };
  return (
    <div className="stack-sm">
      <div className="agent-chip-input">
        <TextField
          label={label}
          hint={hint}
          error={problem ?? error}
          placeholder={placeholder}
          value={text}
          disabled={disabled || full}
          onChange={(event) => {
            setText(event.target.value);
            setProblem(null);
          }}
          onKeyDown={(event) => {
            if (event.key === "Enter") {
              event.preventDefault();
              add();
            }
          }}
        />
        <Button onClick={add} disabled={disabled || full || !text.trim()}>
          <Icon name="plus" />
          {addLabel}
        </Button>
      </div>
      {items.length > 0 && (
        <ul className="agent-chips" id={listId} aria-label={label}>
          {items.map((item, index) => {
            const message = itemError?.(index);
            return (
              <li key={item} className={message ? "agent-chip agent-chip--invalid" : "agent-chip"}>
                <span className="chip-text">{item}</span>
                <button
                  type="button"
                  className="chip-remove"
                  aria-label={removeLabel(item)}
                  disabled={disabled}
                  onClick={() => onChange(items.filter((_, at) => at !== index))}
                >
                  <Icon name="close" size={12} />
                </button>
                {message && (
                  <span className="field__error agent-chip__error">
                    <Icon name="alert" size={12} />
                    {message}
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
