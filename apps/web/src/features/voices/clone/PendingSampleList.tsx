import { useTranslation } from "react-i18next";
import { Button } from "../../../ui/Button.tsx";
import { Icon } from "../../../ui/Icon.tsx";
import { formatDuration, formatFileSize } from "../audio-decoding.ts";

export interface PendingSample {
  key: string;
  file: File;
  /** undefined while the browser reads it; null when it cannot (the server may still can). */
  durationSeconds: number | null | undefined;
}

/** The samples chosen so far: name, size and duration, each removable. */
export function PendingSampleList({
  samples,
  disabled,
  onRemove,
}: {
  samples: PendingSample[];
  disabled?: boolean;
  onRemove: (key: string) => void;
}) {
  const { t } = useTranslation();
  if (samples.length === 0) return null;
  return (
    <ul className="pending-samples" aria-label={t("voices.clone.chosenSamples")}>
      {samples.map((sample) => (
        <li key={sample.key} className="pending-sample">
          <Icon name="wave" />
          <span className="pending-sample__name">{sample.file.name}</span>
          <span className="pending-sample__meta muted">
            {formatFileSize(sample.file.size)}
            {" · "}
            {sample.durationSeconds === undefined
              ? t("common.loading")
              : sample.durationSeconds === null
                ? t("voices.clone.durationUnknown")
                : formatDuration(sample.durationSeconds)}
          </span>
          <Button
            variant="ghost"
            size="sm"
            iconOnly
            disabled={disabled}
            aria-label={t("voices.clone.removeSample", { name: sample.file.name })}
            onClick={() => onRemove(sample.key)}
          >
            <Icon name="close" />
          </Button>
        </li>
      ))}
    </ul>
  );
}
