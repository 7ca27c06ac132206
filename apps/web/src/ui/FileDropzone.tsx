import { useId, useRef, useState } from "react";
import { Icon } from "./Icon.tsx";

export interface FileDropzoneProps {
  onFiles: (files: File[]) => void;
  /** The big line ("Click or drop audio here"). */
  title: string;
  /** The limits line under the title. */
  hint: string;
  /** The hidden file input's accessible name. */
  inputLabel: string;
  /** The input's `accept` list (MIME types and extensions). */
  accept: string;
  multiple?: boolean;
  disabled?: boolean;
  /** Take the focus when a dialog around it opens. */
  autoFocus?: boolean;
}

/**
 * A drop target for files that is also a button: press it (Enter/Space) to open the file picker.
 * Files are handed over as they come; checking types and sizes is the caller's job.
 */
export function FileDropzone({
  onFiles,
  title,
  hint,
  inputLabel,
  accept,
  multiple = true,
  disabled,
  autoFocus,
}: FileDropzoneProps) {
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
        data-autofocus={autoFocus || undefined}
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
        <span className="dropzone__title">{title}</span>
        <span id={hintId} className="field__hint">
          {hint}
        </span>
      </button>
      <input
        ref={input}
        type="file"
        multiple={multiple}
        accept={accept}
        className="visually-hidden"
        aria-label={inputLabel}
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
