import type { VoiceCollection } from "@chorus/contract";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { hasCode } from "../../../lib/api/api-error.ts";
import { errorMessage } from "../../../lib/api/error-message.ts";
import { Button } from "../../../ui/Button.tsx";
import { Card } from "../../../ui/Card.tsx";
import { Icon } from "../../../ui/Icon.tsx";
import { SkeletonRows } from "../../../ui/Skeleton.tsx";
import { EmptyState, ErrorState } from "../../../ui/States.tsx";
import { useToast } from "../../../ui/Toast.tsx";
import { voicesQueryKey } from "../api/voices-api.ts";
import { VoiceRow } from "../rows/VoiceRow.tsx";
import { voiceTabPath } from "../tabs/voice-tabs.ts";
import { CollectionActions } from "./CollectionActions.tsx";
import { CollectionIcon } from "./CollectionIcon.tsx";
import { removeFromCollection } from "./collections-api.ts";
import { useCollection, useCollectionVoices } from "./use-collections.ts";

/** One collection: its voices (GET /v2/voices?collection_id=), each removable; "collection missing" when it is gone. */
export function CollectionView({ collectionId }: { collectionId: string }) {
  const { t } = useTranslation();
  const collection = useCollection(collectionId);
  const back = (
    <Link className="back-link" to={voiceTabPath("collections")}>
      <Icon name="chevronRight" className="back-link__icon" />
      {t("voiceLibrary.collections.back")}
    </Link>
  );
  if (collection.isPending)
    return (
      <>
        {back}
        <Card>
          <SkeletonRows />
        </Card>
      </>
    );
  if (collection.isError) {
    return (
      <>
        {back}
        <Card>
          {hasCode(collection.error, "collection_not_found") ? (
            <EmptyState icon="book" title={errorMessage(collection.error)}>
              {t("voiceLibrary.collections.missingText")}
            </EmptyState>
          ) : (
            <ErrorState error={collection.error} onRetry={() => void collection.refetch()} />
          )}
        </Card>
      </>
    );
  }
  return (
    <>
      {back}
      <CollectionVoices collection={collection.data} />
    </>
  );
}

function CollectionVoices({ collection }: { collection: VoiceCollection }) {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const voices = useCollectionVoices(collection.collection_id);
  const remove = async (voiceId: string, name: string) => {
    try {
      await removeFromCollection(collection.collection_id, voiceId);
      await queryClient.invalidateQueries({ queryKey: voicesQueryKey });
      toast.success(t("voiceLibrary.collections.removed", { name, title: collection.title }));
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };
  return (
    <Card
      title={
        <span className="collection-heading">
          <CollectionIcon icon={collection.icon} /> {collection.title}
        </span>
      }
      actions={<CollectionActions collection={collection} labelled />}
      flush
    >
      {voices.isPending ? (
        <div className="card__body">
          <SkeletonRows />
        </div>
      ) : voices.isError ? (
        <ErrorState error={voices.error} onRetry={() => void voices.refetch()} />
      ) : voices.data.voices.length === 0 ? (
        <EmptyState icon="mic" title={t("voiceLibrary.collections.noVoices")}>
          {t("voiceLibrary.collections.noVoicesText")}
        </EmptyState>
      ) : (
        <ul
          className="voice-list"
          aria-label={t("voiceLibrary.collections.voicesLabel", { title: collection.title })}
        >
          {voices.data.voices.map((voice) => {
            const name = voice.name ?? voice.voice_id;
            return (
              <VoiceRow
                key={voice.voice_id}
                voice={voice}
                actions={
                  <Button
                    variant="ghost"
                    size="sm"
                    iconOnly
                    aria-label={t("voiceLibrary.collections.removeVoice", { name, title: collection.title })}
                    onClick={() => void remove(voice.voice_id, name)}
                  >
                    <Icon name="close" />
                  </Button>
                }
              />
            );
          })}
        </ul>
      )}
    </Card>
  );
}
