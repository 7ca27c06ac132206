import { useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Icon } from "../../../ui/Icon.tsx";
import { acceptedSampleTypes } from "../sample-limits.ts";

interface SampleDropzoneProps {
  onFiles: (files: File[]) => void;
  disabled?: boolean;
  /** The limits line under the title (default: instant cloning's). */
  hint?: string;
  /** The file input's accessible name (default: "Voice samples"). */
  inputLabel?: string;
}

/** Drop audio here, or press it (Enter/Space) to open the file picker. */
export function SampleDropzone({ onFiles, disabled, hint, inputLabel }: SampleDropzoneProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [over, setOver] = useState(false);
  return (
    <>
      <button
        type="button"
        className={over ? "dropzone dropzone--over" : "dropzone"}
        aria-describedby={hintId}
        disabled={disabled}
        onClick={() => input.current?.click()}
        onDragOver={(event) => {
          event.preventDefault();
          if (!disabled) setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={(event) => {
          event.preventDefault();
          setOver(false);
          if (!disabled) onFiles([...event.dataTransfer.files]);
        }}
      >
        <Icon name="download" />
        <span className="dropzone__title">{t("voices.clone.dropTitle")}</span>
        <span id={hintId} className="field__hint">
          {hint ?? t("voices.clone.dropHint")}
        </span>
      </button>
      <input
        ref={input}
        type="file"
        multiple
        accept={acceptedSampleTypes}
        className="visually-hidden"
        aria-label={inputLabel ?? t("voices.clone.chooseFiles")}
        tabIndex={-1}
        disabled={disabled}
        onChange={(event) => {
          onFiles([...(event.target.files ?? [])]);
          event.target.value = "";
        }}
      />
    </>
  );
}
