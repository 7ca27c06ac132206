import { type SpeechHistoryItem, videoThemeIds, videoThemes } from "@chorus/contract";
import { useTranslation } from "react-i18next";
import { Banner } from "../../../ui/Banner.tsx";
import { Button } from "../../../ui/Button.tsx";
import { Icon } from "../../../ui/Icon.tsx";
import { SegmentedControl } from "../../../ui/SegmentedControl.tsx";
import { Spinner } from "../../../ui/Spinner.tsx";
import { useVideoShare } from "../hooks/use-video-share.ts";

/** A file name from the start of the text: letters and digits, the rest as single underscores. */
function videoFileName(item: SpeechHistoryItem): string {
  const words = (item.text ?? "")
    .slice(0, 40)
    .replace(/[^\p{L}\p{N}]+/gu, "_")
    .replace(/^_+|_+$/g, "");
  return `Chorus_${words || item.history_item_id}.mp4`;
}

/** The 16:9 frame the preview image and the video share, so the dialog does not jump between them. */
const frameStyle = {
  width: "100%",
  aspectRatio: "16 / 9",
  borderRadius: "var(--radius)",
  background: "var(--color-surface-sunken)",
  display: "grid",
  placeItems: "center",
  overflow: "hidden",
} as const;

/**
 * Spec 000 §4 "Video share": choose a theme (radio swatches, arrow keys move between them), see the
 * preview image, make the video (progress estimated at 130 ms per character), then play and
 * download it. Changing the theme clears the video. Failures are shown with a retry.
 */
export function VideoShareSection({ item }: { item: SpeechHistoryItem }) {
  const { t } = useTranslation();
  const characters = (item.text ?? "").length;
  const share = useVideoShare(item.history_item_id, characters);
  const making = share.video.status === "loading";
  const percent = Math.round(share.progress * 100);

  return (
    <section className="stack" aria-labelledby="video-share-heading">
      <h3 id="video-share-heading" className="field__label">
        {t("history.video.heading")}
      </h3>
      <SegmentedControl
        label={t("history.video.theme")}
        name="video-theme"
        options={videoThemeIds}
        optionLabel={(id) => (
          <>
            <span
              aria-hidden="true"
              style={{
                display: "inline-block",
                width: 14,
                height: 14,
                marginRight: 6,
                borderRadius: "50%",
                background: videoThemes[id].background,
                boxShadow: `inset 0 0 0 3px ${videoThemes[id].accent}, 0 0 0 1px var(--color-border)`,
              }}
            />
            {t(`history.video.themes.${id}`)}
          </>
        )}
        value={share.theme}
        onChange={share.setTheme}
      />

      {share.video.status === "ready" ? (
        // biome-ignore lint/a11y/useMediaCaption: the spoken text is shown in the video itself and in the history list
        <video src={share.video.url} controls style={frameStyle} aria-label={t("history.video.player")} />
      ) : (
        <div style={frameStyle}>
          {share.preview.status === "ready" ? (
            <img
              src={share.preview.url}
              alt={t("history.video.previewAlt")}
              style={{ width: "100%", height: "100%", objectFit: "contain" }}
            />
          ) : share.preview.status === "loading" ? (
            <Spinner large label={t("history.video.previewLoading")} />
          ) : null}
        </div>
      )}
      {share.preview.status === "error" && (
        <Banner
          tone="danger"
          actions={
            <Button size="sm" onClick={share.retryPreview}>
              <Icon name="refresh" />
              {t("common.retry")}
            </Button>
          }
        >
          {share.preview.message}
        </Banner>
      )}

      {making && (
        <div className="stack-sm">
          <div
            className="progress"
            role="progressbar"
            aria-label={t("history.video.progress")}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
          >
            <div className="progress__bar" style={{ width: `${percent}%` }} />
          </div>
          <p className="muted" aria-live="polite">
            {t("history.video.making")}
          </p>
        </div>
      )}
      {share.video.status === "error" && (
        <Banner
          tone="danger"
          actions={
            <Button size="sm" onClick={() => void share.makeVideo()}>
              <Icon name="refresh" />
              {t("common.retry")}
            </Button>
          }
        >
          {share.video.message}
        </Banner>
      )}

      <div className="row">
        {share.video.status === "ready" ? (
          <a className="btn btn--primary" href={share.video.url} download={videoFileName(item)}>
            <Icon name="download" />
            {t("history.video.download")}
          </a>
        ) : (
          <Button variant="primary" loading={making} onClick={() => void share.makeVideo()}>
            <Icon name="sparkles" />
            {t("history.video.generate")}
          </Button>
        )}
      </div>
    </section>
  );
}
