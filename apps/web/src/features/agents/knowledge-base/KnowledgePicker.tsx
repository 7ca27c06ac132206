import { useInfiniteQuery } from "@tanstack/react-query";
import { useDeferredValue, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../ui/Button.tsx";
import { Dialog } from "../../../ui/Dialog.tsx";
import { DialogActions } from "../../../ui/DialogActions.tsx";
import { Icon } from "../../../ui/Icon.tsx";
import { SkeletonRows } from "../../../ui/Skeleton.tsx";
import { ErrorState } from "../../../ui/States.tsx";
import { TextField } from "../../../ui/TextField.tsx";
import { EntryIcon } from "./EntryIcon.tsx";
import { FolderTrail } from "./FolderTrail.tsx";
import { type Entry, entriesQueryKey, fetchEntries } from "./knowledge-base-api.ts";

/** An entry chosen for an agent: what its knowledge-base locator needs. */
export interface PickedEntry {
  id: string;
  name: string;
  type: Entry["type"];
}

interface PickerProps {
  /** Ids the agent already uses: shown checked and not offered again. */
  attached: ReadonlySet<string>;
  onClose: () => void;
  onPick: (entries: PickedEntry[]) => void;
}

function PickerBody({ attached, onClose, onPick }: PickerProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState("");
  const [trail, setTrail] = useState<PickedEntry[]>([]);
  const [chosen, setChosen] = useState<Map<string, PickedEntry>>(new Map());
  const here = trail.at(-1) ?? null;
  const filters = { folderId: here?.id ?? null, search: useDeferredValue(search.trim()) };
  const list = useInfiniteQuery({
    queryKey: entriesQueryKey(filters),
    queryFn: ({ pageParam }) => fetchEntries(filters, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => (last.has_more ? (last.next_cursor ?? undefined) : undefined),
  });
  const entries = list.data?.pages.flatMap((page) => page.documents) ?? [];
  const toggle = (entry: Entry, on: boolean) =>
    setChosen((current) => {
      const next = new Map(current);
      if (on) next.set(entry.id, { id: entry.id, name: entry.name, type: entry.type });
      else next.delete(entry.id);
      return next;
    });
  return (
    <div className="stack">
      <TextField
        label={t("knowledgeBase.agentTab.pickerSearch")}
        hideLabel
        type="search"
        placeholder={t("knowledgeBase.agentTab.pickerSearchPlaceholder")}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      {filters.search === "" && (
        <FolderTrail topName={t("knowledgeBase.agentTab.pickerTop")} trail={trail} onGo={setTrail} />
      )}
      {list.isPending ? (
        <SkeletonRows rows={2} />
      ) : list.isError ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : entries.length === 0 ? (
        <p className="muted">
          {filters.search
            ? t("knowledgeBase.agentTab.pickerNoMatch", { search: filters.search })
            : t("knowledgeBase.agentTab.pickerEmpty")}
        </p>
      ) : (
        <ul className="kb-picker-list">
          {entries.map((entry) => {
            const already = attached.has(entry.id);
            return (
              <li key={entry.id} className="kb-picker-item">
                <label>
                  <input
                    type="checkbox"
                    className="kb-check"
                    checked={already || chosen.has(entry.id)}
                    disabled={already}
                    onChange={(event) => toggle(entry, event.target.checked)}
                  />
                  <EntryIcon type={entry.type} />
                  <span className="kb-name__text">
                    <span className="cell-primary kb-block">{entry.name}</span>
                    <span className="cell-secondary kb-block">
                      {" "}
                      {t(`knowledgeBase.types.${entry.type}`)}
                      {already && ` · ${t("knowledgeBase.agentTab.pickerAttached")}`}
                    </span>
                  </span>
                </label>
                {entry.type === "folder" && (
                  <Button
                    size="sm"
                    variant="ghost"
                    iconOnly
                    aria-label={t("knowledgeBase.openFolder", { name: entry.name })}
                    onClick={() => {
                      setSearch("");
                      setTrail([...trail, { id: entry.id, name: entry.name, type: entry.type }]);
                    }}
                  >
                    <Icon name="chevronRight" />
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {list.hasNextPage && (
        <div>
          <Button size="sm" onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage}>
            {t("knowledgeBase.more")}
          </Button>
        </div>
      )}
      <DialogActions className="kb-dialog-actions" onCancel={onClose}>
        <Button variant="primary" disabled={chosen.size === 0} onClick={() => onPick([...chosen.values()])}>
          {chosen.size === 0
            ? t("knowledgeBase.agentTab.add")
            : t("knowledgeBase.agentTab.pickerAdd", { count: chosen.size })}
        </Button>
      </DialogActions>
    </div>
  );
}

/** Choose documents and folders of the workspace's knowledge base for an agent: search by name or browse folders. */
export function KnowledgePicker({ open, ...props }: PickerProps & { open: boolean }) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={props.onClose} wide title={t("knowledgeBase.agentTab.pickerTitle")}>
      {open && <PickerBody {...props} />}
    </Dialog>
  );
}
