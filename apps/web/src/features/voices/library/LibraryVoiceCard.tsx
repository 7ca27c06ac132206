import type { LibraryVoice } from "@chorus/contract";
import { useTranslation } from "react-i18next";
import { formatUsd } from "../../../lib/format.ts";
import { Badge } from "../../../ui/Badge.tsx";
import { Button } from "../../../ui/Button.tsx";
import { Icon } from "../../../ui/Icon.tsx";
import { PreviewButton } from "../rows/PreviewButton.tsx";
import { noticePeriodText } from "../sharing/notice-period.ts";
import { labelText, languageName } from "./filter-options.ts";

/** Premade voices in similar-voice answers carry this owner: every workspace has them already. */
export const premadeOwnerId = "chorus";

interface LibraryVoiceCardProps {
  voice: LibraryVoice;
  /** The signed-in person's public id: their own shared voices cannot be added again. */
  ownPublicId: string | undefined;
  onAdd: (voice: LibraryVoice) => void;
}

/**
 * One voice of the library: preview, name, who shared it, what it sounds like, how much it is used
 * and added, the owner's terms as badges (live moderation, custom rate, paid plans only), and "Add".
 * In similar-voice answers it also shows how close the voice is to the clip.
 */
export function LibraryVoiceCard({ voice, ownPublicId, onAdd }: LibraryVoiceCardProps) {
  const { t, i18n } = useTranslation();
  const compact = new Intl.NumberFormat(i18n.language, { notation: "compact" });
  const premade = voice.public_owner_id === premadeOwnerId;
  const own = !premade && voice.public_owner_id === ownPublicId;
  const traits = [
    languageName(voice.language, i18n.language),
    voice.accent,
    voice.gender,
    voice.age,
    voice.use_case,
    voice.descriptive,
  ]
    .filter(Boolean)
    .map((value) => labelText(String(value)));
  return (
    <li className="library-card" aria-label={voice.name}>
      <PreviewButton id={voice.voice_id} name={voice.name} url={voice.preview_url} />
      <div className="library-card__body">
        <div className="library-card__head">
          <span className="voice-card__name">{voice.name}</span>
          {voice.featured && <Badge tone="accent">{t("voiceLibrary.badge.featured")}</Badge>}
          {voice.live_moderation_enabled && (
            <Badge tone="warning">{t("voiceLibrary.badge.liveModeration")}</Badge>
          )}
          {voice.fiat_rate != null && (
            <Badge tone="accent">
              {t("voiceLibrary.badge.customRate", { rate: formatUsd(voice.fiat_rate, i18n.language) })}
            </Badge>
          )}
          {!voice.free_users_allowed && <Badge tone="warning">{t("voiceLibrary.badge.paidOnly")}</Badge>}
        </div>
        <div className="library-card__owner">
          {premade
            ? t("voiceLibrary.card.defaultVoice")
            : t("voiceLibrary.card.sharedBy", { owner: voice.public_owner_id })}
          {!premade && ` · ${t(`voiceLibrary.category.${voice.category}`, { defaultValue: voice.category })}`}
        </div>
        <div className="voice-card__tags">
          {traits.map((trait) => (
            <Badge key={trait}>{trait}</Badge>
          ))}
        </div>
        {voice.description && <p className="voice-card__description">{voice.description}</p>}
        {voice.similarity_distance != null && <Similarity distance={voice.similarity_distance} />}
        {!premade && (
          <dl className="library-card__figures">
            <div>
              <dt>{t("voiceLibrary.card.used")}</dt>
              <dd>
                {t("voiceLibrary.card.characters", {
                  count: voice.usage_character_count_1y,
                  formatted: compact.format(voice.usage_character_count_1y),
                })}
              </dd>
            </div>
            <div>
              <dt>{t("voiceLibrary.card.addedBy")}</dt>
              <dd>{t("voiceLibrary.card.people", { count: voice.cloned_by_count })}</dd>
            </div>
            {voice.notice_period != null && (
              <div>
                <dt>{t("voiceLibrary.card.notice")}</dt>
                <dd>{noticePeriodText(t, voice.notice_period)}</dd>
              </div>
            )}
          </dl>
        )}
      </div>
      <div className="library-card__actions">
        {premade ? (
          <Badge>{t("voiceLibrary.card.inEveryWorkspace")}</Badge>
        ) : own ? (
          <Badge tone="success">{t("voiceLibrary.card.yours")}</Badge>
        ) : voice.is_added_by_user ? (
          <Badge tone="success">
            <Icon name="check" size={12} /> {t("voiceLibrary.card.added")}
          </Badge>
        ) : (
          <Button size="sm" variant="primary" onClick={() => onAdd(voice)}>
            <Icon name="plus" />
            {t("voiceLibrary.card.add")}
          </Button>
        )}
      </div>
    </li>
  );
}

/**
 * How near the voice is to the clip. The distance is 0 for identical figures and about 1 when
 * every figure is off by a clearly audible step; the bar maps 0 → full and 2 (the API's widest
 * threshold) → empty.
 */
function Similarity({ distance }: { distance: number }) {
  const { t } = useTranslation();
  const match = Math.round(Math.max(0, Math.min(1, 1 - distance / 2)) * 100);
  return (
    <div className="similarity">
      <meter
        className="similarity__meter"
        min={0}
        max={100}
        low={40}
        high={75}
        optimum={100}
        value={match}
        aria-label={t("voiceLibrary.similar.match")}
      />
      <span className="similarity__text">
        {t("voiceLibrary.similar.matchText", { match, distance: distance.toFixed(2) })}
      </span>
    </div>
  );
}
