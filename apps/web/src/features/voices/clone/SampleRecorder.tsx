import { useTranslation } from "react-i18next";
import { useRecorder } from "../../../lib/audio/use-recorder.ts";
import { Button } from "../../../ui/Button.tsx";
import { Icon } from "../../../ui/Icon.tsx";
import { RecordingLevel } from "../../../ui/RecordingLevel.tsx";

/** Record a sample in the browser: start/stop, elapsed time and a live level meter. */
export function SampleRecorder({
  onRecorded,
  disabled,
}: {
  onRecorded: (file: File) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const recorder = useRecorder(onRecorded);
  const recording = recorder.status === "recording";
  if (recorder.status === "unsupported")
    return <p className="muted">{t("voices.clone.recordUnsupported")}</p>;
  return (
    <div className="recorder">
      <Button
        variant={recording ? "danger" : "secondary"}
        loading={recorder.status === "starting"}
        disabled={disabled}
        onClick={() => (recording ? recorder.stop() : void recorder.start())}
      >
        <Icon name={recording ? "pause" : "mic"} />
        {recording ? t("voices.clone.stopRecording") : t("voices.clone.record")}
      </Button>
      {recording && (
        <RecordingLevel
          level={recorder.level}
          elapsed={recorder.elapsed}
          label={t("voices.clone.inputLevel")}
        />
      )}
      {recorder.status === "denied" && (
        <p className="field__error" role="alert">
          {t("voices.clone.microphoneDenied")}
        </p>
      )}
    </div>
  );
}
