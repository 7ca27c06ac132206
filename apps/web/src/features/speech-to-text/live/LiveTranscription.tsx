import { useTranslation } from "react-i18next";
import { Banner } from "../../../ui/Banner.tsx";
import { Button } from "../../../ui/Button.tsx";
import { Card } from "../../../ui/Card.tsx";
import { CopyButton } from "../../../ui/CopyButton.tsx";
import { Icon } from "../../../ui/Icon.tsx";
import { RecordingLevel } from "../../../ui/RecordingLevel.tsx";
import { Spinner } from "../../../ui/Spinner.tsx";
import { addLiveTranscript } from "../transcriptions-store.ts";
import { useLiveTranscription } from "./use-live-transcription.ts";

/**
 * The Live mode of the speech to text page: Start opens the microphone and the realtime
 * transcription socket; sentences the server has committed appear in full, the one being spoken
 * lighter underneath; Stop sends the last words with a final commit. The text can be copied or
 * opened in the transcript editor (the Files mode).
 */
export function LiveTranscription({ onOpenInEditor }: { onOpenInEditor: () => void }) {
  const { t } = useTranslation();
  const live = useLiveTranscription();
  const running = live.status === "connecting" || live.status === "live";
  const text = live.segments.map((segment) => segment.text).join("\n");

  if (!live.supported) return <Banner tone="warning">{t("speechToText.live.unsupported")}</Banner>;

  const openInEditor = () => {
    const time = new Date().toLocaleTimeString();
    addLiveTranscript(
      t("speechToText.live.documentName", { time }),
      live.segments.map((segment) => segment.text),
    );
    onOpenInEditor();
  };

  return (
    <Card title={t("speechToText.live.title")} description={t("speechToText.live.description")}>
      <div className="stack">
        <div className="stt-live__controls">
          {running ? (
            <Button variant="danger" onClick={live.stop}>
              <Icon name="pause" />
              {t("speechToText.live.stop")}
            </Button>
          ) : (
            <Button variant="primary" loading={live.status === "finishing"} onClick={live.start}>
              <Icon name="mic" />
              {t("speechToText.live.start")}
            </Button>
          )}
          <RecordingLevel
            level={live.level}
            elapsed={live.elapsed}
            label={t("speechToText.live.inputLevel")}
            elapsedLabel={t("speechToText.live.elapsed")}
          />
          <span className="stt-live__status" role="status">
            {live.status === "connecting" && <Spinner />}
            {live.status === "connecting" && t("speechToText.live.connecting")}
            {live.status === "live" && t("speechToText.live.listening")}
            {live.status === "finishing" && t("speechToText.live.finishing")}
          </span>
        </div>
        {live.error && (
          <Banner tone="danger">
            {live.error.kind === "server"
              ? live.error.message
              : t(`speechToText.live.errors.${live.error.kind}`)}
          </Banner>
        )}
        <section
          className="stt-live__text"
          aria-label={t("speechToText.live.transcriptLabel")}
          aria-live="polite"
        >
          {live.segments.length === 0 && !live.partial ? (
            <p className="muted">{t("speechToText.live.empty")}</p>
          ) : (
            <>
              {live.segments.map((segment) => (
                <p key={segment.id} className="stt-live__committed">
                  {segment.text}
                </p>
              ))}
              {live.partial && <p className="stt-live__partial">{live.partial}</p>}
            </>
          )}
        </section>
        <div className="stt-live__actions">
          <CopyButton text={text} label={t("speechToText.live.copy")} disabled={!text} />
          <Button size="sm" disabled={!text} onClick={openInEditor}>
            <Icon name="edit" />
            {t("speechToText.live.openInEditor")}
          </Button>
          <Button size="sm" variant="ghost" disabled={!text && !live.partial} onClick={live.clear}>
            <Icon name="trash" />
            {t("speechToText.live.clear")}
          </Button>
        </div>
      </div>
    </Card>
  );
}
