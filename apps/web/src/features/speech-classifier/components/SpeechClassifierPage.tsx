import { useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../../lib/api/error-message.ts";
import { useDocumentTitle } from "../../../lib/use-document-title.ts";
import { Banner } from "../../../ui/Banner.tsx";
import { Button } from "../../../ui/Button.tsx";
import { Card } from "../../../ui/Card.tsx";
import { FileDropzone } from "../../../ui/FileDropzone.tsx";
import { Icon } from "../../../ui/Icon.tsx";
import { PageHeader } from "../../../ui/PageHeader.tsx";
import { Spinner } from "../../../ui/Spinner.tsx";
import { useClassification } from "../hooks/use-classification.ts";
import { ClassificationResult } from "./ClassificationResult.tsx";
import { UploadPreview } from "./UploadPreview.tsx";

/** What the file picker offers: any audio or video (the server decodes whatever ffmpeg reads). */
const acceptedTypes = "audio/*,video/*,.mp3,.wav,.ogg,.opus,.flac,.m4a,.aac,.webm,.mp4";

/**
 * /app/speech-classifier: upload an audio file and learn whether Chorus generated it (its inaudible
 * watermark), how sure that is, and, when this workspace made it, which history item it is.
 */
export function SpeechClassifierPage() {
  const { t } = useTranslation();
  useDocumentTitle(t("speechClassifier.title"));
  const [file, setFile] = useState<File | null>(null);
  const { state, classify, reset } = useClassification();

  const choose = (files: File[]) => {
    const [first] = files;
    if (!first) return;
    setFile(first);
    void classify(first);
  };
  const clear = () => {
    reset();
    setFile(null);
  };

  return (
    <>
      <PageHeader title={t("speechClassifier.title")} description={t("speechClassifier.description")} />
      <div className="classifier-layout">
        <Card
          title={t("speechClassifier.uploadTitle")}
          actions={
            file ? (
              <Button variant="ghost" size="sm" onClick={clear}>
                <Icon name="close" />
                {t("speechClassifier.another")}
              </Button>
            ) : undefined
          }
        >
          {file ? (
            <UploadPreview file={file} />
          ) : (
            <FileDropzone
              onFiles={choose}
              multiple={false}
              title={t("speechClassifier.dropTitle")}
              hint={t("speechClassifier.dropHint")}
              inputLabel={t("speechClassifier.chooseFile")}
              accept={acceptedTypes}
            />
          )}
        </Card>
        <Card title={t("speechClassifier.resultTitle")}>
          {state.kind === "idle" && <p className="field__hint">{t("speechClassifier.idle")}</p>}
          {state.kind === "running" && (
            <div className="stack">
              <Spinner
                label={state.progress < 1 ? t("speechClassifier.uploading") : t("speechClassifier.analysing")}
              />
              <div
                className="progress"
                role="progressbar"
                aria-label={t("speechClassifier.uploadProgress")}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={Math.round(state.progress * 100)}
              >
                <div className="progress__bar" style={{ width: `${Math.round(state.progress * 100)}%` }} />
              </div>
            </div>
          )}
          {state.kind === "failed" && (
            <Banner
              tone="danger"
              title={t("speechClassifier.failed")}
              actions={
                file ? (
                  <Button size="sm" onClick={() => void classify(file)}>
                    <Icon name="refresh" />
                    {t("common.retry")}
                  </Button>
                ) : undefined
              }
            >
              {errorMessage(state.error)}
            </Banner>
          )}
          {state.kind === "done" && <ClassificationResult result={state.result} />}
        </Card>
      </div>
      <p className="field__hint classifier-note">{t("speechClassifier.note")}</p>
    </>
  );
}
