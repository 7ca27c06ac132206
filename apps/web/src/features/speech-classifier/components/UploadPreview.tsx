import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { type DecodedAudio, decodeAudio } from "../../../lib/audio/decode-audio.ts";
import { formatDuration, formatFileSize } from "../../../lib/format.ts";
import { Button } from "../../../ui/Button.tsx";
import { Icon } from "../../../ui/Icon.tsx";
import { Waveform } from "../../../ui/Waveform.tsx";

/**
 * The chosen file: name, size and duration, its waveform, and a play button to hear it before asking.
 * A format the browser cannot decode shows no waveform; the server may still read it.
 */
export function UploadPreview({ file }: { file: File }) {
  const { t } = useTranslation();
  const [decoded, setDecoded] = useState<DecodedAudio | null>(null);
  const [progress, setProgress] = useState(0);
  const [playing, setPlaying] = useState(false);
  const audio = useRef<HTMLAudioElement>(null);
  const [url, setUrl] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    setDecoded(null);
    setProgress(0);
    void decodeAudio(file).then((result) => {
      if (live) setDecoded(result);
    });
    return () => {
      live = false;
      URL.revokeObjectURL(objectUrl);
    };
  }, [file]);

  const duration = decoded?.durationSeconds ?? 0;
  const toggle = () => {
    const element = audio.current;
    if (!element) return;
    if (element.paused) void element.play();
    else element.pause();
  };
  return (
    <div className="upload-preview">
      <div className="upload-preview__head">
        <Button
          variant="secondary"
          size="sm"
          iconOnly
          aria-label={playing ? t("speechClassifier.pause") : t("speechClassifier.play")}
          onClick={toggle}
        >
          <Icon name={playing ? "pause" : "play"} />
        </Button>
        <div className="upload-preview__name">
          <strong>{file.name}</strong>
          <span className="field__hint">
            {formatFileSize(file.size)}
            {duration ? ` · ${formatDuration(duration)}` : ""}
          </span>
        </div>
      </div>
      {decoded && (
        <Waveform
          peaks={decoded.peaks}
          progress={progress}
          duration={duration}
          onSeek={(seconds) => {
            if (audio.current) audio.current.currentTime = seconds;
          }}
        />
      )}
      {url && (
        // biome-ignore lint/a11y/useMediaCaption: a user's own upload has no captions to offer.
        <audio
          ref={audio}
          src={url}
          preload="metadata"
          onPlay={() => setPlaying(true)}
          onPause={() => setPlaying(false)}
          onEnded={() => setPlaying(false)}
          onTimeUpdate={(event) => setProgress(duration ? event.currentTarget.currentTime / duration : 0)}
        />
      )}
    </div>
  );
}
