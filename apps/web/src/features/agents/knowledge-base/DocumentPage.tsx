import { useInfiniteQuery, useQuery, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, Navigate, useNavigate, useParams } from "react-router";
import { isApiError } from "../../../lib/api/api-error.ts";
import { errorMessage } from "../../../lib/api/error-message.ts";
import { formatDate } from "../../../lib/format.ts";
import { useDocumentTitle } from "../../../lib/use-document-title.ts";
import { Button } from "../../../ui/Button.tsx";
import { Card } from "../../../ui/Card.tsx";
import { Icon } from "../../../ui/Icon.tsx";
import { PageHeader } from "../../../ui/PageHeader.tsx";
import { SkeletonRows } from "../../../ui/Skeleton.tsx";
import { PageLoading } from "../../../ui/Spinner.tsx";
import { EmptyState, ErrorState } from "../../../ui/States.tsx";
import { useToast } from "../../../ui/Toast.tsx";
import { useWorkspace } from "../../workspace/hooks/use-workspace.ts";
import { agentPath } from "../agent-path.ts";
import { Breadcrumbs } from "./Breadcrumbs.tsx";
import { DeleteDialog } from "./DeleteDialog.tsx";
import { DocumentPassages } from "./DocumentPassages.tsx";
import { IndexStatus } from "./IndexStatus.tsx";
import {
  documentQueryKey,
  fetchContent,
  fetchDependentAgents,
  fetchDocument,
  fetchSourceFileUrl,
  type KnowledgeDocument,
  knowledgeBaseQueryKey,
  refreshDocument,
} from "./knowledge-base-api.ts";
import { contentPreview, formatDocumentSize } from "./knowledge-base-format.ts";
import { knowledgeBasePath } from "./knowledge-base-path.ts";
import "./knowledge-base.css";
import { MoveDialog } from "./MoveDialog.tsx";
import { RenameDialog } from "./RenameDialog.tsx";
import { useRagIndex } from "./use-rag-index.ts";

/** The document's readable text (the content endpoint), the first 100,000 characters of it. */
function DocumentText({ documentId }: { documentId: string }) {
  const { t, i18n } = useTranslation();
  const content = useQuery({
    queryKey: [...knowledgeBaseQueryKey, "content", documentId],
    queryFn: () => fetchContent(documentId),
  });
  return (
    <Card title={t("knowledgeBase.document.text")}>
      {content.isPending ? (
        <SkeletonRows rows={2} />
      ) : content.isError ? (
        <ErrorState error={content.error} onRetry={() => void content.refetch()} />
      ) : content.data.trim() === "" ? (
        <p className="muted">{t("knowledgeBase.document.emptyText")}</p>
      ) : (
        (() => {
          const preview = contentPreview(content.data);
          return (
            <div className="stack-sm">
              <section
                className="kb-text"
                // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region takes the focus so the keyboard can scroll it
                tabIndex={0}
                aria-label={t("knowledgeBase.document.text")}
              >
                {preview.text}
              </section>
              {preview.truncated && (
                <p className="muted">
                  {t("knowledgeBase.document.truncated", {
                    characters: new Intl.NumberFormat(i18n.language).format(preview.text.length),
                  })}
                </p>
              )}
            </div>
          );
        })()
      )}
    </Card>
  );
}

/** The agents that use the document, each a link to its page. */
function DependentAgents({ documentId }: { documentId: string }) {
  const { t } = useTranslation();
  const agents = useInfiniteQuery({
    queryKey: [...knowledgeBaseQueryKey, "dependents", documentId],
    queryFn: ({ pageParam }) => fetchDependentAgents(documentId, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => (last.has_more ? (last.next_cursor ?? undefined) : undefined),
  });
  const list = agents.data?.pages.flatMap((page) => page.agents) ?? [];
  return (
    <Card title={t("knowledgeBase.document.agents")}>
      {agents.isPending ? (
        <SkeletonRows rows={1} />
      ) : agents.isError ? (
        <ErrorState error={agents.error} onRetry={() => void agents.refetch()} />
      ) : list.length === 0 ? (
        <p className="muted">{t("knowledgeBase.document.noAgents")}</p>
      ) : (
        <div className="stack-sm">
          <ul className="kb-agents">
            {list.map((agent) => (
              <li key={agent.id}>
                <Icon name="bot" />
                <Link to={agentPath(agent.id, "knowledge-base")}>{agent.name}</Link>
              </li>
            ))}
          </ul>
          {agents.hasNextPage && (
            <div>
              <Button
                size="sm"
                onClick={() => void agents.fetchNextPage()}
                loading={agents.isFetchingNextPage}
              >
                {t("knowledgeBase.document.moreAgents")}
              </Button>
            </div>
          )}
        </div>
      )}
    </Card>
  );
}

/** Type, size, dates, where it came from, and its retrieval index with progress. */
function DocumentDetails({ document }: { document: KnowledgeDocument }) {
  const { t, i18n } = useTranslation();
  const { index } = useRagIndex(document.id);
  const rows: [string, ReactNode][] = [
    [t("knowledgeBase.document.type"), t(`knowledgeBase.types.${document.type}`)],
    [t("knowledgeBase.document.size"), formatDocumentSize(document.metadata.size_bytes, i18n.language)],
    [t("knowledgeBase.document.created"), formatDate(document.metadata.created_at_unix_secs, i18n.language)],
    [
      t("knowledgeBase.document.updated"),
      formatDate(document.metadata.last_updated_at_unix_secs, i18n.language),
    ],
  ];
  if (document.type === "url")
    rows.push([
      t("knowledgeBase.document.source"),
      <span key="url" className="kb-break">
        {document.url}
      </span>,
    ]);
  if (document.type === "file")
    rows.push([
      t("knowledgeBase.document.fileName"),
      <span key="file" className="kb-break">
        {document.filename}
      </span>,
    ]);
  rows.push([
    t("knowledgeBase.index.title"),
    <IndexStatus key="index" documentId={document.id} name={document.name} />,
  ]);
  if (index) {
    rows.push([t("knowledgeBase.index.model"), t(`knowledgeBase.embeddingModels.${index.model}`)]);
    if (index.status === "succeeded")
      rows.push([
        t("knowledgeBase.index.used"),
        formatDocumentSize(index.document_model_index_usage.used_bytes, i18n.language),
      ]);
  }
  return (
    <Card title={t("knowledgeBase.document.details")}>
      <dl className="kb-details">
        {rows.map(([term, value]) => (
          <div key={term} className="kb-details__row">
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

/**
 * /app/agents/knowledge-base/:documentId: a document's text, retrieval index (polled while it is
 * built), passages, the agents using it, and its actions: rename, move, fetch again (web pages),
 * download the original, delete (refused while agents use it unless "Delete anyway").
 */
export function DocumentPage() {
  const { t } = useTranslation();
  const { documentId = "" } = useParams();
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const workspace = useWorkspace();
  const canManage = workspace.data !== undefined && workspace.data.role !== "viewer";
  const [renaming, setRenaming] = useState(false);
  const [moving, setMoving] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [refreshing, setRefreshing] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const document = useQuery({
    queryKey: documentQueryKey(documentId),
    queryFn: () => fetchDocument(documentId),
  });
  useDocumentTitle(document.data?.name ?? t("knowledgeBase.title"));
  const refresh = () => queryClient.invalidateQueries({ queryKey: knowledgeBaseQueryKey });

  if (document.isPending) return <PageLoading />;
  if (document.isError)
    return isApiError(document.error) && document.error.status === 404 ? (
      <EmptyState
        icon="fileText"
        title={t("knowledgeBase.document.notFound")}
        action={
          <Link className="btn btn--secondary" to={knowledgeBasePath()}>
            {t("knowledgeBase.document.back")}
          </Link>
        }
      />
    ) : (
      <ErrorState error={document.error} onRetry={() => void document.refetch()} />
    );
  const doc = document.data;
  if (doc.type === "folder") return <Navigate to={knowledgeBasePath(doc.id)} replace />;
  const parentId = doc.folder_path.at(-1)?.id ?? null;

  const fetchAgain = async () => {
    setRefreshing(true);
    try {
      await refreshDocument(doc.id);
      toast.success(t("knowledgeBase.document.refreshed"));
      await refresh();
    } catch (caught) {
      toast.error(errorMessage(caught));
    } finally {
      setRefreshing(false);
    }
  };
  const download = async () => {
    setDownloading(true);
    try {
      const { signed_url } = await fetchSourceFileUrl(doc.id);
      const link = window.document.createElement("a");
      link.href = signed_url;
      link.rel = "noopener";
      link.download = "";
      window.document.body.append(link);
      link.click();
      link.remove();
    } catch (caught) {
      toast.error(errorMessage(caught));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <>
      <div className="kb-page-crumbs">
        <Breadcrumbs path={doc.folder_path} current={{ id: doc.id, name: doc.name }} />
      </div>
      <PageHeader
        title={doc.name}
        actions={
          <div className="row kb-actions">
            {doc.type !== "text" && (
              <Button onClick={() => void download()} loading={downloading}>
                <Icon name="download" />
                {t("knowledgeBase.document.download")}
              </Button>
            )}
            {canManage && doc.type === "url" && (
              <Button onClick={() => void fetchAgain()} loading={refreshing}>
                <Icon name="refresh" />
                {t("knowledgeBase.document.refresh")}
              </Button>
            )}
            {canManage && (
              <>
                <Button onClick={() => setRenaming(true)}>
                  <Icon name="edit" />
                  {t("knowledgeBase.rename")}
                </Button>
                <Button onClick={() => setMoving(true)}>
                  <Icon name="folder" />
                  {t("knowledgeBase.move")}
                </Button>
                <Button variant="danger-ghost" onClick={() => setDeleting(true)}>
                  <Icon name="trash" />
                  {t("knowledgeBase.delete")}
                </Button>
              </>
            )}
          </div>
        }
      />
      <div className="kb-document">
        <div className="stack kb-document__main">
          <DocumentText documentId={doc.id} />
          <DocumentPassages documentId={doc.id} />
        </div>
        <div className="stack kb-document__side">
          <DocumentDetails document={doc} />
          <DependentAgents documentId={doc.id} />
        </div>
      </div>
      <RenameDialog
        entry={renaming ? doc : null}
        onClose={() => setRenaming(false)}
        onRenamed={(name) => {
          setRenaming(false);
          toast.success(t("knowledgeBase.renamed", { name }));
          void refresh();
        }}
      />
      <MoveDialog
        entries={moving ? [doc] : null}
        onClose={() => setMoving(false)}
        onMoved={(folder) => {
          setMoving(false);
          toast.success(t("knowledgeBase.moved", { folder }));
          void refresh();
        }}
      />
      <DeleteDialog
        entries={deleting ? [doc] : null}
        onClose={() => setDeleting(false)}
        onDeleted={() => {
          setDeleting(false);
          toast.success(t("knowledgeBase.deleted", { name: doc.name }));
          void navigate(knowledgeBasePath(parentId));
          // Only the listings are read again: this page's own queries would answer 404 now.
          void queryClient.invalidateQueries({ queryKey: [...knowledgeBaseQueryKey, "entries"] });
        }}
      />
    </>
  );
}
