import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Icon } from "../../../ui/Icon.tsx";
import { IndexStatus } from "./IndexStatus.tsx";
import { knowledgeDocumentPath } from "./knowledge-base-path.ts";
import type { Upload } from "./use-uploads.ts";

/** Files being added: the upload's progress, then the document's indexing, or the server's reason for refusing it. */
export function UploadList({ uploads }: { uploads: Upload[] }) {
  const { t } = useTranslation();
  if (uploads.length === 0) return null;
  return (
    <ul className="kb-uploads" aria-label={t("knowledgeBase.upload.uploads")}>
      {uploads.map((upload) => (
        <li key={upload.key} className="kb-upload">
          <div className="kb-upload__name">
            {upload.documentId ? (
              <Link to={knowledgeDocumentPath(upload.documentId)}>{upload.name}</Link>
            ) : (
              <span>{upload.name}</span>
            )}
          </div>
          {upload.phase === "uploading" && (
            <div className="kb-upload__state">
              <div
                className="progress kb-progress"
                role="progressbar"
                aria-label={t("knowledgeBase.upload.progressLabel", { name: upload.name })}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={Math.round(upload.progress * 100)}
              >
                <div className="progress__bar" style={{ width: `${Math.round(upload.progress * 100)}%` }} />
              </div>
              <span className="muted">
                {upload.progress >= 1
                  ? t("knowledgeBase.upload.reading")
                  : t("knowledgeBase.upload.uploading", { percent: Math.round(upload.progress * 100) })}
              </span>
            </div>
          )}
          {upload.phase === "added" && upload.documentId && (
            <IndexStatus documentId={upload.documentId} name={upload.name} />
          )}
          {upload.phase === "failed" && (
            <p className="field__error kb-upload__error" role="alert">
              <Icon name="alert" size={12} />
              {upload.error}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
