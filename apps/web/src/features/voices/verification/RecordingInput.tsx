import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useRecorder } from "../../../lib/audio/use-recorder.ts";
import { Button } from "../../../ui/Button.tsx";
import { Icon } from "../../../ui/Icon.tsx";
import "../voices.css";
import { RecordingLevel } from "../../../ui/RecordingLevel.tsx";

/**
 * A reading, recorded in the browser (start/stop with a level meter) or uploaded as a file — for
 * people without a microphone, or with a better recording made elsewhere. Shows the take with a
 * player so it can be checked before sending.
 */
export function RecordingInput({
  recording,
  onChange,
  disabled,
}: {
  recording: File | null;
  onChange: (file: File | null) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const recorder = useRecorder(onChange);
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [url, setUrl] = useState<string | null>(null);
  const recordingNow = recorder.status === "recording";

  useEffect(() => {
    if (!recording) return setUrl(null);
    const next = URL.createObjectURL(recording);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [recording]);

  return (
    <div className="stack-sm">
      <div className="recorder">
        {recorder.status !== "unsupported" && (
          <Button
            variant={recordingNow ? "danger" : recording ? "secondary" : "primary"}
            loading={recorder.status === "starting"}
            disabled={disabled}
            onClick={() => (recordingNow ? recorder.stop() : void recorder.start())}
          >
            <Icon name={recordingNow ? "pause" : "mic"} />
            {recordingNow
              ? t("voices.clone.stopRecording")
              : recording
                ? t("voices.captcha.recordAgain")
                : t("voices.captcha.record")}
          </Button>
        )}
        {recordingNow && (
          <RecordingLevel
            level={recorder.level}
            elapsed={recorder.elapsed}
            label={t("voices.clone.inputLevel")}
          />
        )}
        {!recordingNow && (
          <Button
            variant="ghost"
            disabled={disabled}
            aria-describedby={hintId}
            onClick={() => input.current?.click()}
          >
            <Icon name="download" />
            {t("voices.captcha.uploadInstead")}
          </Button>
        )}
        <input
          ref={input}
          type="file"
          accept="audio/*,video/webm,.wav,.mp3,.m4a,.ogg,.webm,.flac"
          className="visually-hidden"
          aria-label={t("voices.captcha.uploadInstead")}
          tabIndex={-1}
          disabled={disabled}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) onChange(file);
            event.target.value = "";
          }}
        />
      </div>
      <p id={hintId} className="field__hint">
        {recorder.status === "unsupported" ? t("voices.captcha.noRecorder") : t("voices.captcha.uploadHint")}
      </p>
      {recorder.status === "denied" && (
        <p className="field__error" role="alert">
          {t("voices.clone.microphoneDenied")}
        </p>
      )}
      {recording && url && (
        <div className="captcha-take">
          <span className="captcha-take__name">
            <Icon name="wave" />
            {recording.name}
          </span>
          {/* biome-ignore lint/a11y/useMediaCaption: a person's own reading; there is nothing to caption */}
          <audio controls src={url} aria-label={t("voices.captcha.takeLabel")} />
        </div>
      )}
    </div>
  );
}
