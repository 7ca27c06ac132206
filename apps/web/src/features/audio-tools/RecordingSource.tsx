import { useTranslation } from "react-i18next";
import { useRecorder } from "../../lib/audio/use-recorder.ts";
import { formatFileSize } from "../../lib/format.ts";
import { AudioClip } from "../../ui/AudioClip.tsx";
import { Button } from "../../ui/Button.tsx";
import { FileDropzone } from "../../ui/FileDropzone.tsx";
import { Icon } from "../../ui/Icon.tsx";
import { RecordingLevel } from "../../ui/RecordingLevel.tsx";

/** Audio and video containers the server's ffmpeg reads. */
const accept =
  "audio/*,video/mp4,video/webm,video/quicktime,.wav,.mp3,.m4a,.ogg,.opus,.webm,.flac,.aac,.mp4,.mov";
/** Spec 001 §9: audio uploads up to 1,000 MB for these tools. */
export const maxRecordingBytes = 1000 * 1024 * 1024;

/**
 * The recording a tool works on: recorded here (start/stop with a level meter and the time) or a
 * dropped or picked file, then shown as a clip to check before sending, with a way to start over.
 */
export function RecordingSource({
  recording,
  onChange,
  allowRecording = true,
  disabled,
}: {
  recording: File | null;
  onChange: (file: File | null) => void;
  allowRecording?: boolean;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const recorder = useRecorder(onChange);
  const recordingNow = recorder.status === "recording";

  if (recording) {
    return (
      <div className="stack-sm">
        <AudioClip audio={recording} label={t("audioSource.original")} />
        <div className="row-between">
          <span className="muted">
            {recording.name} · {formatFileSize(recording.size)}
          </span>
          <Button variant="ghost" size="sm" disabled={disabled} onClick={() => onChange(null)}>
            <Icon name="refresh" />
            {t("audioSource.replace")}
          </Button>
        </div>
        {recording.size > maxRecordingBytes && (
          <p className="field__error" role="alert">
            {t("audioSource.tooBig")}
          </p>
        )}
      </div>
    );
  }

  return (
    <div className="stack-sm">
      {allowRecording && recorder.status !== "unsupported" && (
        <div className="row">
          <Button
            variant={recordingNow ? "danger" : "primary"}
            loading={recorder.status === "starting"}
            disabled={disabled}
            onClick={() => (recordingNow ? recorder.stop() : void recorder.start())}
          >
            <Icon name={recordingNow ? "pause" : "mic"} />
            {recordingNow ? t("audioSource.stop") : t("audioSource.record")}
          </Button>
          {recordingNow && (
            <RecordingLevel
              level={recorder.level}
              elapsed={recorder.elapsed}
              label={t("audioSource.level")}
            />
          )}
        </div>
      )}
      {recorder.status === "denied" && (
        <p className="field__error" role="alert">
          {t("audioSource.denied")}
        </p>
      )}
      {!recordingNow && (
        <FileDropzone
          title={t("audioSource.dropTitle")}
          hint={t("audioSource.dropHint")}
          inputLabel={t("audioSource.inputLabel")}
          accept={accept}
          multiple={false}
          disabled={disabled}
          onFiles={(files) => {
            if (files[0]) onChange(files[0]);
          }}
        />
      )}
    </div>
  );
}
