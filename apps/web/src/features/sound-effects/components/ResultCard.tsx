import { useTranslation } from "react-i18next";
import { saveBlob } from "../../../lib/api/binary.ts";
import { errorMessage } from "../../../lib/api/error-message.ts";
import { Banner } from "../../../ui/Banner.tsx";
import { Button } from "../../../ui/Button.tsx";
import { Icon } from "../../../ui/Icon.tsx";
import { Spinner } from "../../../ui/Spinner.tsx";
import type { GeneratedSoundEffect } from "../api/sound-effects-api.ts";
import { useEffectAudio } from "../hooks/use-effect-audio.ts";
import { usePin } from "../hooks/use-pin.ts";
import { EffectPlayer } from "./EffectPlayer.tsx";

export type Variation =
  | { status: "pending" }
  | { status: "done"; effect: GeneratedSoundEffect }
  | { status: "failed"; error: unknown };

/** A file name from the prompt: "heavy-rain-on-a-tin-roof-2.wav". */
const fileName = (prompt: string, number: number) =>
  `${
    prompt
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "")
      .slice(0, 48) || "sound-effect"
  }-${number}.wav`;

function DoneResult({
  effect,
  prompt,
  number,
  loop,
}: {
  effect: GeneratedSoundEffect;
  prompt: string;
  number: number;
  loop: boolean;
}) {
  const { t } = useTranslation();
  const name = t("soundEffects.results.variation", { number });
  const audio = useEffectAudio(effect.audio, loop);
  const pin = usePin();
  return (
    <>
      <EffectPlayer audio={audio} name={name} />
      <div className="row-between">
        <span className="muted" data-testid="sfx-duration" data-seconds={audio.duration || undefined}>
          {audio.duration ? t("soundEffects.form.seconds", { value: audio.duration.toFixed(2) }) : "…"}
          {effect.recipe && ` · ${t("soundEffects.results.recipe", { recipe: effect.recipe })}`}
        </span>
        <div className="row">
          <Button
            size="sm"
            variant="ghost"
            aria-label={t("soundEffects.effect.downloadLabel", { name })}
            onClick={() => saveBlob(effect.audio, fileName(prompt, number))}
          >
            <Icon name="download" />
            {t("soundEffects.effect.download")}
          </Button>
          {effect.id && (
            <Button
              size="sm"
              variant={pin.isSuccess ? "accent" : "secondary"}
              loading={pin.isPending}
              aria-pressed={pin.isSuccess}
              onClick={() => effect.id && pin.mutate(effect.id)}
            >
              <Icon name={pin.isSuccess ? "check" : "plus"} />
              {pin.isSuccess ? t("soundEffects.effect.pinned") : t("soundEffects.effect.pin")}
            </Button>
          )}
        </div>
      </div>
      {effect.nearest && effect.recipe && (
        <Banner tone="info">{t("soundEffects.results.nearest", { recipe: effect.recipe })}</Banner>
      )}
    </>
  );
}

/** One variation: pending, failed with the reason, or its waveform, player, download and pin. */
export function ResultCard({
  variation,
  prompt,
  number,
  loop,
}: {
  variation: Variation;
  prompt: string;
  number: number;
  loop: boolean;
}) {
  const { t } = useTranslation();
  return (
    <li className="sfx-result" aria-label={t("soundEffects.results.variation", { number })}>
      <div className="row-between">
        <h3 className="sfx-result__title">{t("soundEffects.results.variation", { number })}</h3>
        <span className="muted sfx-result__prompt">{prompt}</span>
      </div>
      {variation.status === "pending" && (
        <p className="row muted" aria-live="polite">
          <Spinner />
          {t("soundEffects.results.pending", { number })}
        </p>
      )}
      {variation.status === "failed" && (
        <Banner tone="danger" title={t("soundEffects.form.failed")}>
          {errorMessage(variation.error)}
        </Banner>
      )}
      {variation.status === "done" && (
        <DoneResult effect={variation.effect} prompt={prompt} number={number} loop={loop} />
      )}
    </li>
  );
}
