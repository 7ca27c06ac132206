import { useTranslation } from "react-i18next";
import { Badge, type BadgeTone } from "../../../ui/Badge.tsx";
import { Spinner } from "../../../ui/Spinner.tsx";
import type { RagIndexStatus } from "./knowledge-base-format.ts";
import { isIndexing } from "./knowledge-base-format.ts";
import { useRagIndex } from "./use-rag-index.ts";

const tones: Record<RagIndexStatus, BadgeTone> = {
  created: "neutral",
  processing: "accent",
  succeeded: "success",
  failed: "danger",
  rag_limit_exceeded: "warning",
  document_too_small: "neutral",
};

/** A progress bar of an index being built, read out as a percentage. */
export function IndexProgressBar({ name, percent }: { name: string; percent: number }) {
  const { t } = useTranslation();
  const value = Math.round(Math.min(100, Math.max(0, percent)));
  return (
    <div
      className="progress kb-progress"
      role="progressbar"
      aria-label={t("knowledgeBase.index.progress", { name })}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
    >
      <div className="progress__bar" style={{ width: `${value}%` }} />
    </div>
  );
}

/**
 * A document's retrieval index: its status as a badge and, while it is being built, its progress
 * (polled every second until it ends).
 */
export function IndexStatus({
  documentId,
  name,
  model,
}: {
  documentId: string;
  name: string;
  model?: string;
}) {
  const { t } = useTranslation();
  const { query, index } = useRagIndex(documentId, model);
  if (query.isPending) return <Spinner label={t("common.loading")} />;
  if (query.isError || !index) return <Badge>{t("knowledgeBase.index.none")}</Badge>;
  return (
    <div className="kb-index" aria-live="polite">
      <Badge tone={tones[index.status]}>{t(`knowledgeBase.index.${index.status}`)}</Badge>
      {isIndexing(index.status) && (
        <>
          <IndexProgressBar name={name} percent={index.progress_percentage} />
          <span className="muted kb-index__percent">
            {t("knowledgeBase.index.percent", { percent: Math.round(index.progress_percentage) })}
          </span>
        </>
      )}
    </div>
  );
}
