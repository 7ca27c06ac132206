import type { SoundEffect } from "@chorus/contract";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../ui/Button.tsx";
import { Icon } from "../../../ui/Icon.tsx";
import { Spinner } from "../../../ui/Spinner.tsx";
import { useEffectAudio } from "../hooks/use-effect-audio.ts";
import { useStoredEffectAudio } from "./ExploreRow.tsx";

/** Typing in a field must not fire pads. */
const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName));

/** One pad: press it or its number key to play from the start; move it or unpin it. */
export function SoundboardPad({
  padKey,
  effect,
  first,
  last,
  onMove,
  onUnpin,
  busy,
}: {
  padKey: string;
  effect: SoundEffect;
  first: boolean;
  last: boolean;
  onMove: (step: -1 | 1) => void;
  onUnpin: () => void;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const stored = useStoredEffectAudio(effect.sound_effect_id, true);
  const audio = useEffectAudio(stored.data ?? null, false);
  const { restart } = audio;

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== padKey || event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target))
        return;
      event.preventDefault();
      restart();
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [padKey, restart]);

  return (
    <li className="sfx-pad" data-playing={audio.playing || undefined}>
      <button
        type="button"
        className="sfx-pad__button"
        aria-label={`${t("soundEffects.soundboard.padKey", { key: padKey })}: ${effect.text}`}
        aria-keyshortcuts={padKey}
        disabled={!stored.data}
        onClick={restart}
      >
        <kbd className="sfx-pad__key">{padKey}</kbd>
        <span className="sfx-pad__text">{effect.text}</span>
        {stored.isPending && <Spinner label={t("soundEffects.effect.loading")} />}
      </button>
      <div className="sfx-pad__actions">
        <Button
          size="sm"
          variant="ghost"
          iconOnly
          disabled={first || busy}
          aria-label={t("soundEffects.soundboard.moveEarlier", { name: effect.text })}
          title={t("soundEffects.soundboard.moveEarlier", { name: effect.text })}
          onClick={() => onMove(-1)}
        >
          <Icon name="rewind" />
        </Button>
        <Button
          size="sm"
          variant="ghost"
          iconOnly
          disabled={last || busy}
          aria-label={t("soundEffects.soundboard.moveLater", { name: effect.text })}
          title={t("soundEffects.soundboard.moveLater", { name: effect.text })}
          onClick={() => onMove(1)}
        >
          <Icon name="forward" />
        </Button>
        <Button
          size="sm"
          variant="danger-ghost"
          iconOnly
          disabled={busy}
          aria-label={t("soundEffects.soundboard.unpin", { name: effect.text })}
          title={t("soundEffects.soundboard.unpin", { name: effect.text })}
          onClick={onUnpin}
        >
          <Icon name="close" />
        </Button>
      </div>
    </li>
  );
}
