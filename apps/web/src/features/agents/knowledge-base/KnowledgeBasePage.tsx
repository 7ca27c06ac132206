import { useInfiniteQuery, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useDeferredValue, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { useDocumentTitle } from "../../../lib/use-document-title.ts";
import { Banner } from "../../../ui/Banner.tsx";
import { Button } from "../../../ui/Button.tsx";
import { Card } from "../../../ui/Card.tsx";
import { Icon } from "../../../ui/Icon.tsx";
import { Menu, MenuItem } from "../../../ui/Menu.tsx";
import { PageHeader } from "../../../ui/PageHeader.tsx";
import { SkeletonRows } from "../../../ui/Skeleton.tsx";
import { EmptyState, ErrorState } from "../../../ui/States.tsx";
import { TextField } from "../../../ui/TextField.tsx";
import { useToast } from "../../../ui/Toast.tsx";
import { useWorkspace } from "../../workspace/hooks/use-workspace.ts";
import { AddEntryDialog, type AddKind } from "./AddEntryDialog.tsx";
import { Breadcrumbs } from "./Breadcrumbs.tsx";
import { ContentSearchResults } from "./ContentSearchResults.tsx";
import { CrawlDialog } from "./CrawlDialog.tsx";
import { DeleteDialog } from "./DeleteDialog.tsx";
import { EntriesTable } from "./EntriesTable.tsx";
import {
  documentQueryKey,
  type Entry,
  entriesQueryKey,
  fetchDocument,
  fetchEntries,
  knowledgeBaseQueryKey,
} from "./knowledge-base-api.ts";
import "./knowledge-base.css";
import { type Movable, MoveDialog } from "./MoveDialog.tsx";
import { RenameDialog } from "./RenameDialog.tsx";
import { UploadDialog } from "./UploadDialog.tsx";
import { UploadList } from "./UploadList.tsx";
import { useUploads } from "./use-uploads.ts";

/**
 * /app/agents/knowledge-base[?folder=]: the workspace's knowledge base, a folder at a time (folders
 * first, breadcrumbs, a name filter); add files (with upload and indexing progress), web pages, texts
 * and folders to the folder shown; rename, move and delete entries one at a time or selected
 * together; and search inside the documents' text.
 */
export function KnowledgeBasePage() {
  const { t } = useTranslation();
  useDocumentTitle(t("knowledgeBase.title"));
  const toast = useToast();
  const queryClient = useQueryClient();
  const workspace = useWorkspace();
  const canManage = workspace.data !== undefined && workspace.data.role !== "viewer";
  const [params] = useSearchParams();
  const folderId = params.get("folder");
  const [search, setSearch] = useState("");
  const [contentDraft, setContentDraft] = useState("");
  const [contentQuery, setContentQuery] = useState("");
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [adding, setAdding] = useState<AddKind | null>(null);
  const [crawling, setCrawling] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [renaming, setRenaming] = useState<Entry | null>(null);
  const [moving, setMoving] = useState<Movable[] | null>(null);
  const [deleting, setDeleting] = useState<Movable[] | null>(null);

  const filters = { folderId, search: useDeferredValue(search.trim()) };
  const list = useInfiniteQuery({
    queryKey: entriesQueryKey(filters),
    queryFn: ({ pageParam }) => fetchEntries(filters, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => (last.has_more ? (last.next_cursor ?? undefined) : undefined),
  });
  const folder = useQuery({
    queryKey: documentQueryKey(folderId ?? ""),
    queryFn: () => fetchDocument(folderId!),
    enabled: folderId !== null,
  });
  const entries = list.data?.pages.flatMap((page) => page.documents) ?? [];
  const selectedEntries = entries.filter((entry) => selected.has(entry.id));
  const folderName = folderId ? (folder.data?.name ?? "…") : t("knowledgeBase.title");

  // A selection belongs to the folder it was made in.
  // biome-ignore lint/correctness/useExhaustiveDependencies: cleared when the folder changes
  useEffect(() => setSelected(new Set()), [folderId]);

  const refresh = useCallback(
    () => queryClient.invalidateQueries({ queryKey: knowledgeBaseQueryKey }),
    [queryClient],
  );
  const uploads = useUploads(refresh);
  // After a deletion only the lists are read again (the deleted documents' own queries would answer 404).
  const refreshLists = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [...knowledgeBaseQueryKey, "entries"] }),
      queryClient.invalidateQueries({ queryKey: [...knowledgeBaseQueryKey, "search"] }),
    ]);

  const select = (ids: string[], on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });

  const addMenu = canManage && (
    <Menu
      label={t("knowledgeBase.add")}
      triggerClassName="btn btn--primary"
      trigger={
        <>
          <Icon name="plus" />
          {t("knowledgeBase.add")}
          <Icon name="chevronDown" />
        </>
      }
    >
      {(close) => (
        <>
          <MenuItem icon="upload" close={close} onSelect={() => setUploading(true)}>
            {t("knowledgeBase.addFile")}
          </MenuItem>
          <MenuItem icon="link" close={close} onSelect={() => setAdding("url")}>
            {t("knowledgeBase.addUrl")}
          </MenuItem>
          <MenuItem icon="link" close={close} onSelect={() => setCrawling(true)}>
            {t("knowledgeBase.addCrawl")}
          </MenuItem>
          <MenuItem icon="fileText" close={close} onSelect={() => setAdding("text")}>
            {t("knowledgeBase.addText")}
          </MenuItem>
          <MenuItem icon="folder" close={close} onSelect={() => setAdding("folder")}>
            {t("knowledgeBase.addFolder")}
          </MenuItem>
        </>
      )}
    </Menu>
  );

  const searching = filters.search !== "";
  return (
    <>
      <PageHeader
        title={t("knowledgeBase.title")}
        description={t("knowledgeBase.description")}
        actions={addMenu}
      />
      <div className="stack">
        {workspace.data?.role === "viewer" && <Banner tone="info">{t("knowledgeBase.viewerNote")}</Banner>}
        <form
          className="kb-toolbar"
          onSubmit={(event) => {
            event.preventDefault();
            setContentQuery(contentDraft.trim());
          }}
        >
          <TextField
            label={t("knowledgeBase.contentSearch")}
            hideLabel
            type="search"
            placeholder={t("knowledgeBase.contentSearchPlaceholder")}
            value={contentDraft}
            onChange={(event) => setContentDraft(event.target.value)}
          />
          <Button type="submit" disabled={!contentDraft.trim()}>
            <Icon name="search" />
            {t("knowledgeBase.contentSearchButton")}
          </Button>
        </form>
        {contentQuery && (
          <ContentSearchResults
            query={contentQuery}
            onClear={() => {
              setContentQuery("");
              setContentDraft("");
            }}
          />
        )}
        <UploadList uploads={uploading ? [] : uploads.uploads} />
        {!uploading && uploads.uploads.some((upload) => upload.phase !== "uploading") && (
          <div>
            <Button size="sm" variant="ghost" onClick={uploads.clearFinished}>
              {t("knowledgeBase.upload.clear")}
            </Button>
          </div>
        )}
        <div className="kb-location">
          {searching ? (
            <Breadcrumbs path={[]} />
          ) : (
            <Breadcrumbs
              path={folder.data?.folder_path ?? []}
              current={folderId ? { id: folderId, name: folder.data?.name ?? "…" } : undefined}
            />
          )}
          <div className="kb-filter">
            <TextField
              label={t("knowledgeBase.filter")}
              hideLabel
              type="search"
              placeholder={t("knowledgeBase.filterPlaceholder")}
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
          </div>
        </div>
        {canManage && selectedEntries.length > 0 && (
          <div
            className="kb-bulk"
            role="toolbar"
            aria-label={t("knowledgeBase.selected", { count: selectedEntries.length })}
          >
            <span className="kb-bulk__count">
              {t("knowledgeBase.selected", { count: selectedEntries.length })}
            </span>
            <Button size="sm" onClick={() => setMoving(selectedEntries)}>
              <Icon name="folder" />
              {t("knowledgeBase.move")}
            </Button>
            <Button size="sm" variant="danger-ghost" onClick={() => setDeleting(selectedEntries)}>
              <Icon name="trash" />
              {t("knowledgeBase.delete")}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setSelected(new Set())}>
              {t("knowledgeBase.clearSelection")}
            </Button>
          </div>
        )}
        <Card flush>
          {list.isPending ? (
            <div className="card__body">
              <SkeletonRows />
            </div>
          ) : list.isError ? (
            <ErrorState error={list.error} onRetry={() => void list.refetch()} />
          ) : entries.length === 0 ? (
            searching ? (
              <EmptyState icon="search" title={t("knowledgeBase.noMatch", { search: filters.search })} />
            ) : folderId ? (
              <EmptyState icon="folder" title={t("knowledgeBase.emptyFolder")} action={addMenu} />
            ) : (
              <EmptyState icon="book" title={t("knowledgeBase.empty")} action={addMenu}>
                {t("knowledgeBase.emptyText")}
              </EmptyState>
            )
          ) : (
            <div className="kb-table">
              <EntriesTable
                entries={entries}
                canManage={canManage}
                showLocation={searching}
                selected={selected}
                onSelect={select}
                onRename={setRenaming}
                onMove={(entry) => setMoving([entry])}
                onDelete={(entry) => setDeleting([entry])}
              />
            </div>
          )}
        </Card>
        {list.hasNextPage && (
          <div>
            <Button onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage}>
              {t("knowledgeBase.more")}
            </Button>
          </div>
        )}
      </div>
      <UploadDialog
        open={uploading}
        onClose={() => setUploading(false)}
        folderName={folderName}
        uploads={uploads.uploads}
        onFiles={(files) => uploads.start(files, folderId)}
      />
      <CrawlDialog
        open={crawling}
        folderId={folderId}
        onClose={() => {
          setCrawling(false);
          void refresh();
        }}
      />
      <AddEntryDialog
        kind={adding}
        folderId={folderId}
        onClose={() => setAdding(null)}
        onAdded={(added, kind) => {
          setAdding(null);
          toast.success(
            kind === "folder"
              ? t("knowledgeBase.folder.created", { name: added.name })
              : t("knowledgeBase.added", { name: added.name }),
          );
          void refresh();
        }}
      />
      <RenameDialog
        entry={renaming}
        onClose={() => setRenaming(null)}
        onRenamed={(name) => {
          setRenaming(null);
          toast.success(t("knowledgeBase.renamed", { name }));
          void refresh();
        }}
      />
      <MoveDialog
        entries={moving}
        onClose={() => setMoving(null)}
        onMoved={(destination) => {
          setMoving(null);
          setSelected(new Set());
          toast.success(t("knowledgeBase.moved", { folder: destination }));
          void refresh();
        }}
      />
      <DeleteDialog
        entries={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={(deleted, done) => {
          if (done) setDeleting(null);
          select(
            deleted.map((entry) => entry.id),
            false,
          );
          if (deleted.length > 0)
            toast.success(
              deleted.length === 1
                ? t("knowledgeBase.deleted", { name: deleted[0]!.name })
                : t("knowledgeBase.deletedMany", { count: deleted.length }),
            );
          void refreshLists();
        }}
      />
    </>
  );
}
