import { useTranslation } from "react-i18next";
import { FileDropzone } from "../../../ui/FileDropzone.tsx";
import { acceptedSampleTypes } from "../sample-limits.ts";

interface SampleDropzoneProps {
  onFiles: (files: File[]) => void;
  disabled?: boolean;
  /** The limits line under the title (default: instant cloning's). */
  hint?: string;
  /** The file input's accessible name (default: "Voice samples"). */
  inputLabel?: string;
}

/** The voice-sample drop target: the file types of spec 000 §5, several files at once. */
export function SampleDropzone({ onFiles, disabled, hint, inputLabel }: SampleDropzoneProps) {
  const { t } = useTranslation();
  return (
    <FileDropzone
      onFiles={onFiles}
      disabled={disabled}
      title={t("voices.clone.dropTitle")}
      hint={hint ?? t("voices.clone.dropHint")}
      inputLabel={inputLabel ?? t("voices.clone.chooseFiles")}
      accept={acceptedSampleTypes}
    />
  );
}
