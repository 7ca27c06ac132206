import type { Voice } from "@chorus/contract";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Badge } from "../../../ui/Badge.tsx";
import { Button } from "../../../ui/Button.tsx";
import { Card } from "../../../ui/Card.tsx";
import { QueryView } from "../../../ui/QueryView.tsx";
import { SkeletonRows } from "../../../ui/Skeleton.tsx";
import { EmptyState } from "../../../ui/States.tsx";
import { CollectionMenu } from "../collections/CollectionMenu.tsx";
import { useMyVoices } from "../hooks/use-custom-voices.ts";
import { ProfessionalStateBadge } from "../professional/components/ProfessionalStateBadge.tsx";
import { isProfessionalVoice } from "../professional/professional-state.ts";
import { SafetyBadge } from "../safety/SafetyBadge.tsx";
import { VoiceSafetyNotices } from "../safety/VoiceSafetyNotices.tsx";
import { LibraryBadge } from "../sharing/LibraryBadge.tsx";

export function CategoryBadge({ voice }: { voice: Voice }) {
  const { t } = useTranslation();
  if (voice.category === "cloned") return <Badge tone="accent">{t("voices.category.cloned")}</Badge>;
  if (voice.category === "generated") return <Badge tone="success">{t("voices.category.generated")}</Badge>;
  if (voice.category === "professional")
    return <Badge tone="accent">{t("voices.category.professional")}</Badge>;
  return null;
}

/** The "My voices" tab: the workspace's clones and designed voices, each opening its detail page. */
export function MyVoicesList({ onAdd }: { onAdd: () => void }) {
  const { t } = useTranslation();
  const voices = useMyVoices();
  return (
    <Card flush>
      <QueryView
        query={voices}
        loading={
          <div className="card__body">
            <SkeletonRows />
          </div>
        }
      >
        {(list) => (
          <>
            <VoiceSafetyNotices voices={list} />
            {list.length === 0 ? (
              <EmptyState
                icon="mic"
                title={t("voices.mine.empty")}
                action={
                  <Button variant="primary" onClick={onAdd}>
                    {t("voices.add.button")}
                  </Button>
                }
              >
                {t("voices.mine.emptyText")}
              </EmptyState>
            ) : (
              <ul className="voice-list" aria-label={t("voices.mine.listLabel")}>
                {list.map((voice) => (
                  <li key={voice.voice_id} className="voice-card">
                    <div className="voice-card__body">
                      <Link
                        className="voice-card__name"
                        to={`/app/voices/${encodeURIComponent(voice.voice_id)}`}
                      >
                        {voice.name ?? voice.voice_id}
                      </Link>
                      <div className="voice-card__tags">
                        <CategoryBadge voice={voice} />
                        {isProfessionalVoice(voice) && <ProfessionalStateBadge voice={voice} />}
                        <SafetyBadge voice={voice} />
                        <LibraryBadge voice={voice} />
                        {voice.language && <Badge>{voice.language}</Badge>}
                        {Object.entries(voice.labels ?? {}).map(([key, value]) => (
                          <Badge key={key}>{value}</Badge>
                        ))}
                      </div>
                      <p className="voice-card__description">{voice.description ?? voice.spoken_by}</p>
                    </div>
                    <CollectionMenu
                      voiceId={voice.voice_id}
                      voiceName={voice.name ?? voice.voice_id}
                      collectionIds={voice.collection_ids ?? []}
                    />
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </QueryView>
    </Card>
  );
}
