import { useInfiniteQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Button } from "../../../ui/Button.tsx";
import { Card } from "../../../ui/Card.tsx";
import { SkeletonRows } from "../../../ui/Skeleton.tsx";
import { ErrorState } from "../../../ui/States.tsx";
import { chunksPageSize, fetchChunks, knowledgeBaseQueryKey } from "./knowledge-base-api.ts";
import { useRagIndex } from "./use-rag-index.ts";

/**
 * A preview of a document's retrieval passages, a page at a time. Read again when its index's status
 * changes (there are none until the index is built).
 */
export function DocumentPassages({ documentId }: { documentId: string }) {
  const { t, i18n } = useTranslation();
  const { index } = useRagIndex(documentId);
  const chunks = useInfiniteQuery({
    queryKey: [...knowledgeBaseQueryKey, "chunks", documentId, index?.status ?? "none"],
    queryFn: ({ pageParam }) => fetchChunks(documentId, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });
  const passages = chunks.data?.pages.flatMap((page) => page.chunks) ?? [];
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <Card title={t("knowledgeBase.document.passages")} description={t("knowledgeBase.document.passagesText")}>
      {chunks.isPending ? (
        <SkeletonRows rows={2} />
      ) : chunks.isError ? (
        <ErrorState error={chunks.error} onRetry={() => void chunks.refetch()} />
      ) : passages.length === 0 ? (
        <p className="muted">{t("knowledgeBase.document.noPassages")}</p>
      ) : (
        <div className="stack">
          <ol className="kb-passages">
            {passages.map((passage, position) => (
              <li key={passage.id} className="kb-passage">
                <div className="kb-passage__number">
                  {t("knowledgeBase.document.passage", { number: number.format(position + 1) })}
                </div>
                <p className="kb-passage__text">{passage.content}</p>
              </li>
            ))}
          </ol>
          {chunks.hasNextPage && passages.length >= chunksPageSize && (
            <div>
              <Button onClick={() => void chunks.fetchNextPage()} loading={chunks.isFetchingNextPage}>
                {t("knowledgeBase.document.morePassages")}
              </Button>
            </div>
          )}
        </div>
      )}
    </Card>
  );
}
