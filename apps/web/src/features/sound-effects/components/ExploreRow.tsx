import type { SoundEffect, SoundEffectVisibility } from "@chorus/contract";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { errorMessage } from "../../../lib/api/error-message.ts";
import { Badge } from "../../../ui/Badge.tsx";
import { Button } from "../../../ui/Button.tsx";
import { Icon } from "../../../ui/Icon.tsx";
import { SelectField } from "../../../ui/SelectField.tsx";
import { Spinner } from "../../../ui/Spinner.tsx";
import { useToast } from "../../../ui/Toast.tsx";
import { downloadSoundEffect, fetchSoundEffectAudio } from "../api/sound-effects-api.ts";
import { useEffectAudio } from "../hooks/use-effect-audio.ts";
import { usePin } from "../hooks/use-pin.ts";
import { EffectPlayer } from "./EffectPlayer.tsx";

/** The effect's audio, fetched once it is wanted and kept while the list lives. */
export function useStoredEffectAudio(id: string, wanted: boolean) {
  return useQuery({
    queryKey: ["sound-effects", "audio", id],
    queryFn: () => fetchSoundEffectAudio(id),
    enabled: wanted,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The player once the audio is in; it starts playing at once, since a press of Play fetched it. */
function LoadedPlayer({ blob, effect }: { blob: Blob; effect: SoundEffect }) {
  const audio = useEffectAudio(blob, effect.loop);
  const started = useRef(false);
  const { duration, toggle } = audio;
  useEffect(() => {
    if (started.current || duration <= 0) return;
    started.current = true;
    toggle();
  }, [duration, toggle]);
  return <EffectPlayer audio={audio} name={effect.text} />;
}

/** One effect in Explore: play (fetching the audio on first play), use its prompt, pin, share, delete. */
export function ExploreRow({
  effect,
  onVisibility,
  onDelete,
}: {
  effect: SoundEffect;
  onVisibility: (visibility: SoundEffectVisibility) => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const [wanted, setWanted] = useState(false);
  const audio = useStoredEffectAudio(effect.sound_effect_id, wanted);
  const pin = usePin();
  const toast = useToast();
  const download = useMutation({
    mutationFn: () => downloadSoundEffect(effect.sound_effect_id),
    onError: (error) => toast.error(errorMessage(error)),
  });
  return (
    <li className="sfx-row">
      <div className="sfx-row__main">
        {audio.data ? (
          <LoadedPlayer blob={audio.data} effect={effect} />
        ) : (
          <Button
            size="sm"
            variant="secondary"
            iconOnly
            aria-label={t("soundEffects.effect.play", { name: effect.text })}
            onClick={() => setWanted(true)}
            disabled={audio.isFetching}
          >
            {audio.isFetching ? <Spinner label={t("soundEffects.effect.loading")} /> : <Icon name="play" />}
          </Button>
        )}
        <div className="sfx-row__body">
          <p className="sfx-row__text">{effect.text}</p>
          <div className="history-item__meta">
            <Badge>{t(`soundEffects.categories.${effect.category}`)}</Badge>
            <span>{t("soundEffects.form.seconds", { value: effect.duration_seconds.toFixed(1) })}</span>
            {effect.loop && <span>{t("soundEffects.effect.loop")}</span>}
            {effect.is_owner && effect.visibility !== "private" && (
              <Badge tone="accent">{t(`soundEffects.effect.visibility.${effect.visibility}`)}</Badge>
            )}
          </div>
        </div>
      </div>
      <div className="sfx-row__actions">
        <Link
          className="btn btn--ghost btn--sm"
          to={`/app/sound-effects?prompt=${encodeURIComponent(effect.text)}`}
          aria-label={t("soundEffects.effect.usePromptLabel", { name: effect.text })}
        >
          <Icon name="edit" />
          {t("soundEffects.effect.usePrompt")}
        </Link>
        <Button
          size="sm"
          variant="ghost"
          loading={download.isPending}
          aria-label={t("soundEffects.effect.downloadLabel", { name: effect.text })}
          onClick={() => download.mutate()}
        >
          <Icon name="download" />
          {t("soundEffects.effect.download")}
        </Button>
        <Button size="sm" loading={pin.isPending} onClick={() => pin.mutate(effect.sound_effect_id)}>
          <Icon name={pin.isSuccess ? "check" : "plus"} />
          {pin.isSuccess ? t("soundEffects.effect.pinned") : t("soundEffects.effect.pin")}
        </Button>
        {effect.is_owner && (
          <>
            <SelectField
              label={t("soundEffects.effect.share")}
              hideLabel
              value={effect.visibility}
              options={(["private", "workspace", "public"] as const).map((value) => ({
                value,
                label: t(`soundEffects.effect.visibility.${value}`),
              }))}
              onChange={(event) => onVisibility(event.target.value as SoundEffectVisibility)}
            />
            <Button
              size="sm"
              variant="danger-ghost"
              iconOnly
              aria-label={`${t("soundEffects.effect.delete")}: ${effect.text}`}
              onClick={onDelete}
            >
              <Icon name="trash" />
            </Button>
          </>
        )}
      </div>
    </li>
  );
}
