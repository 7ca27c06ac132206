import { useTranslation } from "react-i18next";
import { Button } from "../../../ui/Button.tsx";
import { Icon } from "../../../ui/Icon.tsx";
import { toggleVoicePreview, usePlayingPreview } from "../hooks/use-voice-preview.ts";

/**
 * Play or stop a voice's preview clip (one preview plays at a time). A voice without a clip shows
 * that plainly instead of a button that does nothing.
 */
export function PreviewButton({
  id,
  name,
  url,
}: {
  id: string;
  name: string;
  url: string | null | undefined;
}) {
  const { t } = useTranslation();
  const playing = usePlayingPreview() === id;
  if (!url) {
    return (
      <span className="preview-none" title={t("voiceLibrary.noPreviewHint")}>
        <Icon name="wave" />
        <span className="preview-none__text">{t("voiceLibrary.noPreview")}</span>
      </span>
    );
  }
  return (
    <Button
      variant={playing ? "accent" : "secondary"}
      size="sm"
      iconOnly
      aria-label={playing ? t("voices.stopPreview", { name }) : t("voices.playPreview", { name })}
      onClick={() => toggleVoicePreview(id, url)}
    >
      <Icon name={playing ? "pause" : "play"} />
    </Button>
  );
}
