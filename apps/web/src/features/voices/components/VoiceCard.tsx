import type { Voice } from "@chorus/contract";
import type { CSSProperties } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Badge } from "../../../ui/Badge.tsx";
import { Button } from "../../../ui/Button.tsx";
import { Icon } from "../../../ui/Icon.tsx";
import { CollectionMenu } from "../collections/CollectionMenu.tsx";
import { toggleVoicePreview, usePlayingPreview } from "../hooks/use-voice-preview.ts";
import { languageName } from "../library/filter-options.ts";
import { SafetyBadge } from "../safety/SafetyBadge.tsx";
import { voiceAccent, voiceGender, voiceLanguage } from "../voice-attributes.ts";

/** A hue of its own per voice, so cards are told apart at a glance (the same voice, the same colour). */
function avatarHue(voiceId: string): number {
  let hash = 0;
  for (const char of voiceId) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) >>> 0;
  return hash % 360;
}

interface VoiceCardProps {
  voice: Voice;
  selected?: boolean;
  onSelect?: () => void;
}

/** One voice: name, language, accent, gender, what it sounds like and a preview button (its engine is on its page). */
export function VoiceCard({ voice, selected, onSelect }: VoiceCardProps) {
  const { t, i18n } = useTranslation();
  const playing = usePlayingPreview() === voice.voice_id;
  const name = voice.name ?? voice.voice_id;
  const tags = [
    languageName(voiceLanguage(voice), i18n.language),
    voiceAccent(voice),
    voiceGender(voice),
  ].filter(Boolean);
  return (
    <li className={selected ? "voice-card voice-card--selected" : "voice-card"}>
      <Button
        variant={playing ? "accent" : "secondary"}
        size="sm"
        iconOnly
        className="voice-card__avatar"
        style={{ "--avatar-hue": avatarHue(voice.voice_id) } as CSSProperties}
        aria-label={playing ? t("voices.stopPreview", { name }) : t("voices.playPreview", { name })}
        disabled={!voice.preview_url}
        onClick={() => toggleVoicePreview(voice.voice_id, voice.preview_url)}
      >
        <Icon name={playing ? "pause" : "play"} />
      </Button>
      <div className="voice-card__body">
        <div className="voice-card__name">{name}</div>
        <div className="voice-card__tags">
          {tags.map((tag) => (
            <Badge key={tag}>{tag}</Badge>
          ))}
          <SafetyBadge voice={voice} />
        </div>
        {voice.description && <p className="voice-card__description">{voice.description}</p>}
      </div>
      {!onSelect && (
        <CollectionMenu
          voiceId={voice.voice_id}
          voiceName={name}
          collectionIds={voice.collection_ids ?? []}
        />
      )}
      {!onSelect && (
        <Link
          className="btn btn--ghost btn--sm"
          to={`/app/voices/${encodeURIComponent(voice.voice_id)}/remix`}
          aria-label={t("voices.remixVoice", { name })}
        >
          <Icon name="sparkles" />
          {t("voices.detail.remix")}
        </Link>
      )}
      {onSelect && (
        <Button
          variant={selected ? "primary" : "secondary"}
          size="sm"
          aria-pressed={selected}
          // The name contains the visible word ("Use" or "Selected"), for people who speak to their browser.
          aria-label={selected ? t("speech.pickedVoice", { name }) : t("speech.useVoice", { name })}
          onClick={onSelect}
        >
          {selected ? t("speech.selected") : t("speech.select")}
        </Button>
      )}
    </li>
  );
}
