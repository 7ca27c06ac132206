import { useTranslation } from "react-i18next";
import { formatFileSize } from "../../../lib/format.ts";
import { Button } from "../../../ui/Button.tsx";
import { Icon } from "../../../ui/Icon.tsx";
import { EmptyState } from "../../../ui/States.tsx";
import {
  canRetry,
  removeItem,
  retryItem,
  selectItem,
  type TranscriptionItem,
} from "../transcriptions-store.ts";

/**
 * The files of this session: each one's upload progress, then "transcribing", then a button that
 * opens its transcript, or the server's refusal with a retry.
 */
export function TranscriptionList({
  items,
  selectedId,
}: {
  items: TranscriptionItem[];
  selectedId: string | null;
}) {
  const { t } = useTranslation();
  if (items.length === 0) {
    return (
      <EmptyState icon="message" title={t("speechToText.files.empty")}>
        {t("speechToText.files.emptyText")}
      </EmptyState>
    );
  }
  return (
    <ul className="stt-files" aria-label={t("speechToText.files.listLabel")}>
      {items.map((item) => {
        const busy = item.status === "uploading" || item.status === "transcribing";
        const selected = item.id === selectedId;
        return (
          <li
            key={item.id}
            className={`stt-file stt-file--${item.status}${selected ? " stt-file--selected" : ""}`}
          >
            <Icon
              name={item.status === "done" ? "checkCircle" : item.status === "failed" ? "alert" : "wave"}
            />
            <div className="stt-file__body">
              {item.document ? (
                <button
                  type="button"
                  className="stt-file__open"
                  aria-current={selected || undefined}
                  aria-label={t("speechToText.files.open", { name: item.fileName })}
                  onClick={() => selectItem(item.id)}
                >
                  {item.fileName}
                </button>
              ) : (
                <span className="stt-file__name">{item.fileName}</span>
              )}
              <span className="muted stt-file__meta">{formatFileSize(item.fileSize)}</span>
              {busy && (
                <progress
                  className="stt-file__bar"
                  max={1}
                  value={item.status === "transcribing" ? undefined : item.fraction}
                  aria-label={t("speechToText.files.progress", { name: item.fileName })}
                />
              )}
              <span
                className={item.status === "failed" ? "field__error" : "muted stt-file__status"}
                role="status"
              >
                {item.status === "uploading"
                  ? t("speechToText.files.uploading", { percent: Math.round(item.fraction * 100) })
                  : item.status === "failed"
                    ? item.error
                    : t(`speechToText.files.${item.status}`)}
              </span>
            </div>
            {item.status === "failed" && canRetry(item.id) && (
              <Button
                size="sm"
                aria-label={t("speechToText.files.retry", { name: item.fileName })}
                onClick={() => retryItem(item.id)}
              >
                {t("common.retry")}
              </Button>
            )}
            <Button
              variant="ghost"
              size="sm"
              iconOnly
              aria-label={
                busy
                  ? t("speechToText.files.cancel", { name: item.fileName })
                  : t("speechToText.files.remove", { name: item.fileName })
              }
              onClick={() => removeItem(item.id)}
            >
              <Icon name={busy ? "close" : "trash"} />
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
