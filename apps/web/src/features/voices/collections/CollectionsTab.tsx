import type { VoiceCollection } from "@chorus/contract";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { Button } from "../../../ui/Button.tsx";
import { Card } from "../../../ui/Card.tsx";
import { Icon } from "../../../ui/Icon.tsx";
import { QueryView } from "../../../ui/QueryView.tsx";
import { SkeletonRows } from "../../../ui/Skeleton.tsx";
import { EmptyState } from "../../../ui/States.tsx";
import { CollectionActions } from "./CollectionActions.tsx";
import { CollectionDialog } from "./CollectionDialog.tsx";
import { CollectionIcon } from "./CollectionIcon.tsx";
import { CollectionView } from "./CollectionView.tsx";
import { collectionPath } from "./collection-path.ts";
import { useCollections } from "./use-collections.ts";
import "../library/library.css";

/**
 * The Collections tab: the workspace's collections as tiles (create, rename, delete); a tile opens
 * the collection (`?tab=collections&collection=<id>`), which lists its voices.
 */
export function CollectionsTab() {
  const [params] = useSearchParams();
  const open = params.get("collection");
  return open ? <CollectionView collectionId={open} /> : <CollectionGrid />;
}

function CollectionGrid() {
  const { t } = useTranslation();
  const collections = useCollections();
  const [creating, setCreating] = useState(false);
  return (
    <>
      <Card
        title={t("voiceLibrary.collections.title")}
        description={t("voiceLibrary.collections.description")}
        actions={
          <Button variant="primary" onClick={() => setCreating(true)}>
            <Icon name="plus" />
            {t("voiceLibrary.collections.new")}
          </Button>
        }
      >
        <QueryView query={collections} loading={<SkeletonRows />}>
          {(data) =>
            data.collections.length === 0 ? (
              <EmptyState icon="book" title={t("voiceLibrary.collections.empty")}>
                {t("voiceLibrary.collections.emptyText")}
              </EmptyState>
            ) : (
              <ul className="collection-grid" aria-label={t("voiceLibrary.collections.listLabel")}>
                {data.collections.map((collection) => (
                  <CollectionTile key={collection.collection_id} collection={collection} />
                ))}
              </ul>
            )
          }
        </QueryView>
      </Card>
      <CollectionDialog open={creating} onClose={() => setCreating(false)} />
    </>
  );
}

function CollectionTile({ collection }: { collection: VoiceCollection }) {
  return (
    <li className="collection-tile">
      <Link className="collection-tile__link" to={collectionPath(collection.collection_id)}>
        <span className="collection-tile__icon">
          <CollectionIcon icon={collection.icon} size={20} />
        </span>
        <span className="collection-tile__title">{collection.title}</span>
      </Link>
      <CollectionActions collection={collection} />
    </li>
  );
}
