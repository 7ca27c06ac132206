import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../../lib/api/error-message.ts";
import { formatNumber } from "../../../lib/format.ts";
import { useDocumentTitle } from "../../../lib/use-document-title.ts";
import { AudioClip } from "../../../ui/AudioClip.tsx";
import { Banner } from "../../../ui/Banner.tsx";
import { Button } from "../../../ui/Button.tsx";
import { Card } from "../../../ui/Card.tsx";
import { Icon } from "../../../ui/Icon.tsx";
import { PageHeader } from "../../../ui/PageHeader.tsx";
import { audioMinutesCredits } from "../../audio-tools/audio-minutes-credits.ts";
import { maxRecordingBytes, RecordingSource } from "../../audio-tools/RecordingSource.tsx";
import { ToolProgress } from "../../audio-tools/ToolProgress.tsx";
import { useRecordingSeconds } from "../../audio-tools/use-recording-seconds.ts";
import { useToolPhase } from "../../audio-tools/use-tool-phase.ts";
import { isolateVoice } from "../api/voice-isolator-api.ts";

/** The isolated file's name: the upload's with "-isolated" before an .mp3 extension. */
const isolatedName = (name: string) => `${name.replace(/\.[^.]+$/, "") || "audio"}-isolated.mp3`;

/** /app/voice-isolator: background noise removed from a recording, with before and after side by side. */
export function VoiceIsolatorPage() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t("voiceIsolator.title"));
  const [recording, setRecording] = useState<File | null>(null);
  const seconds = useRecordingSeconds(recording);
  const { phase, start } = useToolPhase();
  const [isolated, setIsolated] = useState<{ source: File; audio: Blob } | null>(null);

  const isolate = useMutation({
    mutationFn: async () => {
      if (!recording) throw new Error("nothing to isolate");
      const answer = await isolateVoice(recording, start());
      return { source: recording, audio: answer.audio };
    },
    onSuccess: setIsolated,
  });

  const tooBig = (recording?.size ?? 0) > maxRecordingBytes;
  const cost = seconds === null ? null : audioMinutesCredits(seconds);
  const after = isolated && isolated.source === recording ? isolated.audio : null;

  return (
    <>
      <PageHeader title={t("voiceIsolator.title")} description={t("voiceIsolator.description")} />
      <div className="stack">
        <Card title={t("voiceIsolator.beforeTitle")}>
          <div className="stack">
            <RecordingSource
              recording={recording}
              disabled={isolate.isPending}
              onChange={(file) => {
                setRecording(file);
                isolate.reset();
              }}
            />
            <div className="row-between">
              <p className="muted" aria-live="polite">
                {cost === null
                  ? t("voiceIsolator.costUnknown")
                  : t("voiceIsolator.cost", { count: cost, formatted: formatNumber(cost, i18n.language) })}
              </p>
              <Button
                variant="primary"
                disabled={!recording || tooBig || isolate.isPending}
                loading={isolate.isPending}
                onClick={() => isolate.mutate()}
              >
                <Icon name="sparkles" />
                {isolate.isPending ? t("voiceIsolator.isolating") : t("voiceIsolator.isolate")}
              </Button>
            </div>
            {isolate.isPending && <ToolProgress phase={phase} working={t("voiceIsolator.working")} />}
            {isolate.isError && (
              <Banner tone="danger" title={t("voiceIsolator.failed")}>
                {errorMessage(isolate.error)}
              </Banner>
            )}
          </div>
        </Card>
        <Card title={t("voiceIsolator.afterTitle")}>
          {after && recording ? (
            <AudioClip
              audio={after}
              label={t("voiceIsolator.isolated")}
              downloadName={isolatedName(recording.name)}
              downloadLabel={t("voiceIsolator.download")}
            />
          ) : (
            <p className="muted">{t("voiceIsolator.afterEmpty")}</p>
          )}
        </Card>
      </div>
    </>
  );
}
