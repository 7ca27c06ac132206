import type { LibraryVoice } from "@chorus/contract";
import { useDeferredValue, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "../../../ui/Button.tsx";
import { Card } from "../../../ui/Card.tsx";
import { Icon } from "../../../ui/Icon.tsx";
import { SkeletonRows } from "../../../ui/Skeleton.tsx";
import { EmptyState, ErrorState } from "../../../ui/States.tsx";
import { useUser } from "../../user/hooks/use-user.ts";
import { voiceTabPath } from "../tabs/voice-tabs.ts";
import { AddLibraryVoiceDialog } from "./AddLibraryVoiceDialog.tsx";
import { LibraryFilterBar } from "./LibraryFilterBar.tsx";
import { LibraryVoiceCard } from "./LibraryVoiceCard.tsx";
import { activeFilterCount, defaultLibraryFilters, type LibraryFilters } from "./library-api.ts";
import { SimilarVoicesDialog } from "./SimilarVoicesDialog.tsx";
import "./library.css";
import { useLibraryVoices } from "./use-library-voices.ts";

/**
 * The Explore tab: the voices people shared (live ones only), searched, filtered and sorted, a
 * page at a time; "Add" copies one into the workspace, "Find similar voices" searches by a clip.
 */
export function ExploreTab() {
  const { t, i18n } = useTranslation();
  const [filters, setFilters] = useState<LibraryFilters>(defaultLibraryFilters);
  const deferred = useDeferredValue(filters);
  const library = useLibraryVoices(deferred);
  const ownPublicId = useUser().data?.public_user_id;
  const [adding, setAdding] = useState<LibraryVoice | null>(null);
  const [similar, setSimilar] = useState(false);
  const voices = library.data?.pages.flatMap((page) => page.voices) ?? [];
  const total = library.data?.pages[0]?.total_count ?? voices.length;
  const filtered = activeFilterCount(filters) > 0 || filters.search.trim() !== "";
  return (
    <div className="stack">
      <LibraryFilterBar
        filters={filters}
        onChange={setFilters}
        shown={voices}
        extra={
          <Button onClick={() => setSimilar(true)}>
            <Icon name="wave" />
            {t("voiceLibrary.similar.open")}
          </Button>
        }
      />
      <Card flush>
        {library.isPending ? (
          <div className="card__body">
            <SkeletonRows rows={4} />
          </div>
        ) : library.isError ? (
          <ErrorState error={library.error} onRetry={() => void library.refetch()} />
        ) : voices.length === 0 ? (
          filtered ? (
            <EmptyState
              icon="search"
              title={t("voiceLibrary.explore.noMatch")}
              action={
                <Button onClick={() => setFilters(defaultLibraryFilters)}>
                  {t("voiceLibrary.explore.clearAll")}
                </Button>
              }
            />
          ) : (
            <EmptyState
              icon="globe"
              title={t("voiceLibrary.explore.empty")}
              action={
                <Link className="btn btn--secondary" to={voiceTabPath("defaults")}>
                  {t("voiceLibrary.explore.seeDefaults")}
                </Link>
              }
            >
              {t("voiceLibrary.explore.emptyText")}
            </EmptyState>
          )
        ) : (
          <>
            <p className="library-count muted" aria-live="polite">
              {t("voiceLibrary.explore.count", {
                count: total,
                formatted: new Intl.NumberFormat(i18n.language).format(total),
              })}
            </p>
            <ul
              className="library-list"
              aria-label={t("voiceLibrary.explore.listLabel")}
              aria-busy={library.isFetching || undefined}
            >
              {voices.map((voice) => (
                <LibraryVoiceCard
                  key={voice.voice_id}
                  voice={voice}
                  ownPublicId={ownPublicId}
                  onAdd={setAdding}
                />
              ))}
            </ul>
            {library.hasNextPage && (
              <div className="library-more">
                <Button loading={library.isFetchingNextPage} onClick={() => void library.fetchNextPage()}>
                  {t("voiceLibrary.explore.more")}
                </Button>
              </div>
            )}
          </>
        )}
      </Card>
      <AddLibraryVoiceDialog voice={adding} onClose={() => setAdding(null)} />
      <SimilarVoicesDialog
        open={similar}
        onClose={() => setSimilar(false)}
        ownPublicId={ownPublicId}
        onAdd={setAdding}
      />
    </div>
  );
}
