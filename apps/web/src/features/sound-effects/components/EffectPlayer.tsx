import { useTranslation } from "react-i18next";
import { Button } from "../../../ui/Button.tsx";
import { Icon } from "../../../ui/Icon.tsx";
import { Waveform } from "../../../ui/Waveform.tsx";
import type { EffectAudio } from "../hooks/use-effect-audio.ts";

/** A play/pause button and the waveform of one effect (click or arrow keys on it to seek). */
export function EffectPlayer({ audio, name }: { audio: EffectAudio; name: string }) {
  const { t } = useTranslation();
  return (
    <div className="sfx-player">
      <Button
        variant={audio.playing ? "accent" : "secondary"}
        size="sm"
        iconOnly
        aria-label={
          audio.playing ? t("soundEffects.effect.pause", { name }) : t("soundEffects.effect.play", { name })
        }
        onClick={audio.toggle}
      >
        <Icon name={audio.playing ? "pause" : "play"} />
      </Button>
      <Waveform
        peaks={audio.peaks}
        progress={audio.duration ? audio.time / audio.duration : 0}
        duration={audio.duration}
        onSeek={audio.seek}
      />
    </div>
  );
}
