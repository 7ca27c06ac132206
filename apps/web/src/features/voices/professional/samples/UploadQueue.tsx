import { useTranslation } from "react-i18next";
import { formatFileSize } from "../../../../lib/format.ts";
import { Button } from "../../../../ui/Button.tsx";
import { Icon } from "../../../../ui/Icon.tsx";
import type { SampleUpload } from "../hooks/use-sample-uploads.ts";

/** The files being uploaded: a progress bar each, then "measuring", done or the server's refusal. */
export function UploadQueue({
  uploads,
  onCancel,
  onRetry,
  onClear,
}: {
  uploads: SampleUpload[];
  onCancel: (key: string) => void;
  onRetry: (key: string) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  if (uploads.length === 0) return null;
  const finished = uploads.some((item) => ["done", "duplicate", "cancelled"].includes(item.status));
  return (
    <div className="stack-sm">
      <ul className="pro-uploads" aria-label={t("voices.pro.samples.uploadsLabel")}>
        {uploads.map((item) => (
          <li key={item.key} className={`pro-upload pro-upload--${item.status}`}>
            <Icon
              name={item.status === "done" ? "checkCircle" : item.status === "failed" ? "alert" : "wave"}
            />
            <div className="pro-upload__body">
              <div className="pro-upload__head">
                <span className="pro-upload__name">{item.file.name}</span>
                <span className="muted pro-upload__size">{formatFileSize(item.file.size)}</span>
              </div>
              {(item.status === "uploading" || item.status === "measuring" || item.status === "queued") && (
                <progress
                  className="pro-upload__bar"
                  max={1}
                  value={item.status === "measuring" ? undefined : item.fraction}
                  aria-label={t("voices.pro.samples.uploadProgress", { name: item.file.name })}
                />
              )}
              <span
                className={item.status === "failed" ? "field__error" : "muted pro-upload__status"}
                role="status"
              >
                {item.status === "uploading"
                  ? t("voices.pro.samples.status.uploading", { percent: Math.round(item.fraction * 100) })
                  : item.status === "failed"
                    ? item.error
                    : t(`voices.pro.samples.status.${item.status}`)}
              </span>
            </div>
            {(item.status === "queued" || item.status === "uploading") && (
              <Button
                variant="ghost"
                size="sm"
                aria-label={t("voices.pro.samples.cancelUpload", { name: item.file.name })}
                onClick={() => onCancel(item.key)}
              >
                {t("common.cancel")}
              </Button>
            )}
            {item.status === "failed" && (
              <Button size="sm" onClick={() => onRetry(item.key)}>
                {t("common.retry")}
              </Button>
            )}
          </li>
        ))}
      </ul>
      {finished && (
        <div>
          <Button variant="ghost" size="sm" onClick={onClear}>
            {t("voices.pro.samples.clearFinished")}
          </Button>
        </div>
      )}
    </div>
  );
}
