import { type SoundEffect, soundEffectCategories } from "@chorus/contract";
import { useInfiniteQuery, useQueryClient } from "@tanstack/react-query";
import { useDeferredValue, useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../../lib/api/error-message.ts";
import { Button } from "../../../ui/Button.tsx";
import { Card } from "../../../ui/Card.tsx";
import { ConfirmDialog } from "../../../ui/ConfirmDialog.tsx";
import { SelectField } from "../../../ui/SelectField.tsx";
import { SkeletonRows } from "../../../ui/Skeleton.tsx";
import { EmptyState, ErrorState } from "../../../ui/States.tsx";
import { TextField } from "../../../ui/TextField.tsx";
import { useToast } from "../../../ui/Toast.tsx";
import {
  fetchSoundEffectPage,
  removeSoundEffect,
  type SoundEffectFilters,
  setSoundEffectVisibility,
  soundEffectsQueryKey,
} from "../api/sound-effects-api.ts";
import { ExploreRow } from "./ExploreRow.tsx";
import { SoundEffectsLayout } from "./SoundEffectsLayout.tsx";

/** /app/sound-effects/explore: effects shared with the workspace or everyone, or the workspace's own. */
export function ExploreSoundEffectsPage() {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [scope, setScope] = useState<SoundEffectFilters["scope"]>("shared");
  const [search, setSearch] = useState("");
  const [category, setCategory] = useState<SoundEffectFilters["category"]>("");
  const filters: SoundEffectFilters = { scope, search: useDeferredValue(search.trim()), category };
  const list = useInfiniteQuery({
    queryKey: [...soundEffectsQueryKey, "list", filters],
    queryFn: ({ pageParam }) => fetchSoundEffectPage(filters, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => (last.has_more ? pages.length : undefined),
  });
  const [deleting, setDeleting] = useState<SoundEffect | null>(null);
  const effects = list.data?.pages.flatMap((page) => page.sound_effects) ?? [];
  const refresh = () => queryClient.invalidateQueries({ queryKey: soundEffectsQueryKey });

  return (
    <SoundEffectsLayout>
      <div className="stack">
        <div className="voice-filters">
          <TextField
            label={t("soundEffects.explore.search")}
            hideLabel
            type="search"
            placeholder={t("soundEffects.explore.searchPlaceholder")}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
          <SelectField
            label={t("soundEffects.explore.category")}
            hideLabel
            options={[
              { value: "", label: t("soundEffects.categories.all") },
              ...soundEffectCategories.map((value) => ({
                value,
                label: t(`soundEffects.categories.${value}`),
              })),
            ]}
            value={category}
            onChange={(event) => setCategory(event.target.value as SoundEffectFilters["category"])}
          />
          <SelectField
            label={t("soundEffects.explore.scope")}
            hideLabel
            options={(["shared", "mine"] as const).map((value) => ({
              value,
              label: t(`soundEffects.explore.scopes.${value}`),
            }))}
            value={scope}
            onChange={(event) => setScope(event.target.value as SoundEffectFilters["scope"])}
          />
        </div>
        <Card flush>
          {list.isPending ? (
            <div className="card__body">
              <SkeletonRows />
            </div>
          ) : list.isError ? (
            <ErrorState error={list.error} onRetry={() => void list.refetch()} />
          ) : effects.length === 0 ? (
            <EmptyState icon="search" title={t("soundEffects.explore.empty")}>
              {scope === "shared" && !filters.search && !category
                ? t("soundEffects.explore.emptyShared")
                : null}
            </EmptyState>
          ) : (
            <ul className="sfx-list" aria-label={t("soundEffects.explore.listLabel")}>
              {effects.map((effect) => (
                <ExploreRow
                  key={effect.sound_effect_id}
                  effect={effect}
                  onDelete={() => setDeleting(effect)}
                  onVisibility={(visibility) =>
                    void setSoundEffectVisibility(effect.sound_effect_id, visibility).then(
                      () => {
                        toast.success(t("soundEffects.effect.visibilityChanged"));
                        void refresh();
                      },
                      (error) => toast.error(errorMessage(error)),
                    )
                  }
                />
              ))}
            </ul>
          )}
        </Card>
        {list.hasNextPage && (
          <Button onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage}>
            {t("soundEffects.explore.more")}
          </Button>
        )}
      </div>
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t("soundEffects.effect.confirmDeleteTitle")}
        confirmLabel={t("soundEffects.effect.delete")}
        danger
        onConfirm={async () => {
          if (!deleting) return;
          await removeSoundEffect(deleting.sound_effect_id);
          toast.success(t("soundEffects.effect.deleted"));
          await refresh();
        }}
      >
        {t("soundEffects.effect.confirmDeleteText")}
      </ConfirmDialog>
    </SoundEffectsLayout>
  );
}
