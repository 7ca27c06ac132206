import { useTranslation } from "react-i18next";
import { formatDuration, formatFileSize } from "../../../lib/format.ts";
import { Button } from "../../../ui/Button.tsx";
import { Icon } from "../../../ui/Icon.tsx";
import { duplicatesOf } from "./sample-hash.ts";

export interface PendingSample {
  key: string;
  file: File;
  /** undefined while the browser reads it; null when it cannot (the server may still can). */
  durationSeconds: number | null | undefined;
  /** SHA-256 of the bytes, once computed (null: the browser cannot hash). */
  hash?: string | null;
}

/**
 * The samples chosen so far: name, size and duration, each removable. A file with the same bytes as
 * an earlier one is flagged: the server keeps one copy, so it adds no audio to the clone.
 */
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
  const duplicates = duplicatesOf(samples.map((sample) => ({ ...sample, name: sample.file.name })));
  return (
    <ul className="pending-samples" aria-label={t("voices.clone.chosenSamples")}>
      {samples.map((sample) => {
        const sameAs = duplicates.get(sample.key);
        return (
          <li key={sample.key} className="pending-sample">
            <Icon name="wave" />
            <span className="pending-sample__name">
              {sample.file.name}
              {sameAs !== undefined && (
                <span className="pending-sample__warning">
                  {t("voices.clone.duplicate", { name: sameAs })}
                </span>
              )}
            </span>
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
        );
      })}
    </ul>
  );
}
