import { speechToTextUploadBytes } from "@chorus/contract";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { formatNumber } from "../../../lib/format.ts";
import { useDocumentTitle } from "../../../lib/use-document-title.ts";
import { Banner } from "../../../ui/Banner.tsx";
import { Card } from "../../../ui/Card.tsx";
import { FileDropzone } from "../../../ui/FileDropzone.tsx";
import { PageHeader } from "../../../ui/PageHeader.tsx";
import { Spinner } from "../../../ui/Spinner.tsx";
import { EmptyState } from "../../../ui/States.tsx";
import { LiveTranscription } from "../live/LiveTranscription.tsx";
import { defaultTranscriptionOptions, maxFilesAtOnce } from "../transcription-options.ts";
import { type AddRefusal, addFiles, useTranscriptions } from "../transcriptions-store.ts";
import { SpeakersPanel } from "./SpeakersPanel.tsx";
import { TranscriptEditor } from "./TranscriptEditor.tsx";
import { TranscriptExports } from "./TranscriptExports.tsx";
import { TranscriptionList } from "./TranscriptionList.tsx";
import { TranscriptionSettings } from "./TranscriptionSettings.tsx";
import "../speech-to-text.css";
import { SegmentedControl } from "../../../ui/SegmentedControl.tsx";

type Mode = "files" | "live";
const modes: Mode[] = ["files", "live"];

/**
 * /app/speech-to-text: a Files | Live switch (`?mode=live` keeps Live across reloads and links).
 * Files: settings and up to 3 files at once on the left (each with its progress),
 * the chosen file's transcript on the right with its audio, speakers and exports. Transcripts stay
 * for this tab's session so the person can switch between files.
 */
export function SpeechToTextPage() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t("speechToText.title"));
  const { items, selectedId } = useTranscriptions();
  const [options, setOptions] = useState(defaultTranscriptionOptions);
  const [refusals, setRefusals] = useState<AddRefusal[]>([]);
  const [searchParams, setSearchParams] = useSearchParams();
  const mode: Mode = searchParams.get("mode") === "live" ? "live" : "files";
  const switchTo = (next: Mode) =>
    setSearchParams(next === "live" ? { mode: "live" } : {}, { replace: true });
  const selected = items.find((item) => item.id === selectedId && item.document) ?? null;
  const working = items.find((item) => item.status === "uploading" || item.status === "transcribing");
  // "1,000 MB", as spec 001 §9 states the limit.
  const size = `${formatNumber(speechToTextUploadBytes / (1024 * 1024), i18n.language)} MB`;

  return (
    <>
      <PageHeader title={t("speechToText.title")} description={t("speechToText.description")} />
      <SegmentedControl
        className="stt-modes"
        label={t("speechToText.modes.label")}
        name="stt-mode"
        options={modes}
        optionLabel={(option) => t(`speechToText.modes.${option}`)}
        value={mode}
        onChange={switchTo}
      />
      {mode === "live" ? (
        <div className="stt-live">
          <LiveTranscription onOpenInEditor={() => switchTo("files")} />
        </div>
      ) : (
        <div className="stt-layout">
          <div className="stack">
            <Card title={t("speechToText.options.title")}>
              <div className="stack">
                <TranscriptionSettings options={options} onChange={setOptions} />
                <FileDropzone
                  title={t("speechToText.upload.title")}
                  hint={t("speechToText.upload.hint", { count: maxFilesAtOnce, size })}
                  inputLabel={t("speechToText.upload.inputLabel")}
                  accept="audio/*,video/*"
                  onFiles={(files) => setRefusals(addFiles(files, options))}
                />
                {refusals.length > 0 && (
                  <Banner tone="warning">
                    {refusals.map((refusal) => (
                      <div key={`${refusal.fileName}-${refusal.reason}`}>
                        {t(`speechToText.upload.refused.${refusal.reason}`, {
                          name: refusal.fileName,
                          count: maxFilesAtOnce,
                          size,
                        })}
                      </div>
                    ))}
                  </Banner>
                )}
              </div>
            </Card>
            <Card title={t("speechToText.files.title")}>
              <TranscriptionList items={items} selectedId={selected?.id ?? null} />
            </Card>
          </div>
          <div className="stack">
            <Card title={selected ? selected.fileName : t("speechToText.editor.title")}>
              {selected?.document ? (
                <TranscriptEditor key={selected.id} item={selected} document={selected.document} />
              ) : working ? (
                <div className="state">
                  <Spinner large />
                  <p className="state__title">
                    {t("speechToText.editor.working", { name: working.fileName })}
                  </p>
                </div>
              ) : (
                <EmptyState icon="message" title={t("speechToText.editor.none")} />
              )}
            </Card>
            {selected?.document && (
              <div className="stt-side">
                <Card title={t("speechToText.speakers.title")}>
                  <SpeakersPanel document={selected.document} />
                </Card>
                <Card
                  title={t("speechToText.exports.title")}
                  description={t("speechToText.exports.description")}
                >
                  <TranscriptExports key={selected.id} document={selected.document} />
                </Card>
              </div>
            )}
          </div>
        </div>
      )}
    </>
  );
}
