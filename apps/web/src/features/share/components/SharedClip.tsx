import type { SharedHistoryItemResponse } from "@chorus/contract";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatDate } from "../../../lib/format.ts";
import { Button } from "../../../ui/Button.tsx";
import { Icon } from "../../../ui/Icon.tsx";
import { useSharedAudio } from "../hooks/use-shared-audio.ts";
import { sharedFileName } from "../shared-file-name.ts";
import { SharedAudioPlayer } from "./SharedAudioPlayer.tsx";

/** A shared generation: who shared it, the words, voice and date, the audio, the video if any, downloads. */
export function SharedClip({ item }: { item: SharedHistoryItemResponse }) {
  const { t, i18n } = useTranslation();
  const { player, retry } = useSharedAudio(item);
  const audioReady = player.objectUrl !== null && !["loading", "error", "empty"].includes(player.status);

  return (
    <article className="stack-lg" aria-labelledby="shared-clip-heading">
      <header>
        <h1 className="auth__title" id="shared-clip-heading">
          {item.public_user_name
            ? t("share.heading", { name: item.public_user_name })
            : t("share.headingAnonymous")}
        </h1>
        <p className="auth__subtitle">
          {t("share.voice", { voice: item.voice_name })}
          {" · "}
          <time dateTime={new Date(item.date_unix * 1000).toISOString()}>
            {formatDate(item.date_unix, i18n.language)}
          </time>
        </p>
      </header>

      <blockquote
        style={{
          margin: 0,
          paddingLeft: "var(--space-4)",
          borderLeft: "3px solid var(--color-accent)",
          fontSize: "var(--text-lg)",
          whiteSpace: "pre-wrap",
          overflowWrap: "anywhere",
        }}
      >
        {item.text}
      </blockquote>

      <SharedAudioPlayer player={player} onRetry={retry} />

      {item.video_url && (
        // biome-ignore lint/a11y/useMediaCaption: the spoken text is drawn in the video and shown above it
        <video
          src={item.video_url}
          controls
          preload="metadata"
          aria-label={t("share.video")}
          style={{
            width: "100%",
            aspectRatio: "16 / 9",
            borderRadius: "var(--radius)",
            background: "var(--color-surface-sunken)",
          }}
        />
      )}

      <div className="row">
        {audioReady ? (
          <a
            className="btn btn--primary"
            href={player.objectUrl ?? undefined}
            download={sharedFileName(item.text, { contentType: item.content_type })}
          >
            <Icon name="download" />
            {t("share.download")}
          </a>
        ) : (
          <Button variant="primary" disabled>
            <Icon name="download" />
            {t("share.download")}
          </Button>
        )}
        {item.video_url && (
          <a
            className="btn btn--secondary"
            href={item.video_url}
            download={sharedFileName(item.text, "video")}
          >
            <Icon name="download" />
            {t("share.downloadVideo")}
          </a>
        )}
        <Link className="btn btn--ghost" to="/sign-up">
          <Icon name="sparkles" />
          {t("share.makeYourOwn")}
        </Link>
      </div>
    </article>
  );
}
