import { useInfiniteQuery, useMutation } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../../lib/api/error-message.ts";
import { Banner } from "../../../ui/Banner.tsx";
import { Button } from "../../../ui/Button.tsx";
import { Dialog } from "../../../ui/Dialog.tsx";
import { DialogActions } from "../../../ui/DialogActions.tsx";
import { Icon } from "../../../ui/Icon.tsx";
import { SkeletonRows } from "../../../ui/Skeleton.tsx";
import { ErrorState } from "../../../ui/States.tsx";
import { FolderTrail } from "./FolderTrail.tsx";
import { entriesQueryKey, fetchEntries, moveEntries, moveEntry } from "./knowledge-base-api.ts";

export interface Movable {
  id: string;
  name: string;
}

interface Place {
  id: string;
  name: string;
}

/**
 * A folder browser: the folders of the place it is at, each a button that opens it, the way back up,
 * and "Move here". Entries being moved are not offered as destinations (a folder cannot go into itself).
 */
function MoveForm({
  entries,
  onClose,
  onMoved,
}: {
  entries: Movable[];
  onClose: () => void;
  onMoved: (folder: string) => void;
}) {
  const { t } = useTranslation();
  const [trail, setTrail] = useState<Place[]>([]);
  const here = trail.at(-1) ?? null;
  // The button that opened a folder is gone once it opens: the focus goes to where the browser now is.
  const location = useRef<HTMLParagraphElement>(null);
  const go = (next: Place[]) => {
    setTrail(next);
    location.current?.focus();
  };
  const filters = { folderId: here?.id ?? null, search: "", foldersOnly: true };
  const folders = useInfiniteQuery({
    queryKey: entriesQueryKey(filters),
    queryFn: ({ pageParam }) => fetchEntries(filters, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => (last.has_more ? (last.next_cursor ?? undefined) : undefined),
  });
  const moving = new Set(entries.map((entry) => entry.id));
  const list = (folders.data?.pages.flatMap((page) => page.documents) ?? []).filter(
    (entry) => entry.type === "folder" && !moving.has(entry.id),
  );
  const topName = t("knowledgeBase.title");
  const move = useMutation({
    mutationFn: () =>
      entries.length === 1
        ? moveEntry(entries[0]!.id, here?.id ?? null)
        : moveEntries(
            entries.map((entry) => entry.id),
            here?.id ?? null,
          ),
    onSuccess: () => onMoved(here?.name ?? topName),
  });
  return (
    <div className="stack">
      {move.isError && <Banner tone="danger">{errorMessage(move.error)}</Banner>}
      <FolderTrail topName={topName} trail={trail} onGo={go} />
      {folders.isPending ? (
        <SkeletonRows rows={2} />
      ) : folders.isError ? (
        <ErrorState error={folders.error} onRetry={() => void folders.refetch()} />
      ) : list.length === 0 ? (
        <p className="muted">{t("knowledgeBase.noFolders")}</p>
      ) : (
        <ul className="kb-folder-list">
          {list.map((folder) => (
            <li key={folder.id}>
              <button
                type="button"
                className="kb-folder-button"
                aria-label={t("knowledgeBase.openFolder", { name: folder.name })}
                onClick={() => go([...trail, { id: folder.id, name: folder.name }])}
              >
                <Icon name="folder" />
                <span>{folder.name}</span>
                <Icon name="chevronRight" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {folders.hasNextPage && (
        <div>
          <Button size="sm" onClick={() => void folders.fetchNextPage()} loading={folders.isFetchingNextPage}>
            {t("knowledgeBase.more")}
          </Button>
        </div>
      )}
      <p ref={location} tabIndex={-1} className="muted kb-move-location" aria-live="polite">
        {t("knowledgeBase.moveInto", { folder: here?.name ?? topName })}
      </p>
      <DialogActions className="kb-dialog-actions" onCancel={onClose} pending={move.isPending}>
        <Button variant="primary" loading={move.isPending} onClick={() => move.mutate()}>
          {t("knowledgeBase.moveHere")}
        </Button>
      </DialogActions>
    </div>
  );
}

/** Move one entry or several into a folder, or to the top. */
export function MoveDialog({
  entries,
  onClose,
  onMoved,
}: {
  entries: Movable[] | null;
  onClose: () => void;
  onMoved: (folder: string) => void;
}) {
  const { t } = useTranslation();
  const title =
    entries && entries.length === 1
      ? t("knowledgeBase.moveTitle", { name: entries[0]!.name })
      : t("knowledgeBase.moveTitleMany", { count: entries?.length ?? 0 });
  return (
    <Dialog open={entries !== null} onClose={onClose} title={title}>
      {entries && <MoveForm entries={entries} onClose={onClose} onMoved={onMoved} />}
    </Dialog>
  );
}
