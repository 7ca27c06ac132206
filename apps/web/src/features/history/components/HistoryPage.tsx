import type { SpeechHistoryItem } from "@chorus/contract";
import { useInfiniteQuery, useQueryClient } from "@tanstack/react-query";
import { useDeferredValue, useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../../lib/api/error-message.ts";
import { formatDate } from "../../../lib/format.ts";
import { useDocumentTitle } from "../../../lib/use-document-title.ts";
import { Badge } from "../../../ui/Badge.tsx";
import { Button } from "../../../ui/Button.tsx";
import { Card } from "../../../ui/Card.tsx";
import { ConfirmDialog } from "../../../ui/ConfirmDialog.tsx";
import { Icon } from "../../../ui/Icon.tsx";
import { PageHeader } from "../../../ui/PageHeader.tsx";
import { SelectField } from "../../../ui/SelectField.tsx";
import { SkeletonRows } from "../../../ui/Skeleton.tsx";
import { EmptyState, ErrorState } from "../../../ui/States.tsx";
import { TextField } from "../../../ui/TextField.tsx";
import { useToast } from "../../../ui/Toast.tsx";
import { failLoading, loadBlob, startLoading } from "../../player/player-store.ts";
import { useAllVoices } from "../../voices/hooks/use-voices.ts";
import {
  downloadHistoryItem,
  fetchHistoryAudio,
  fetchHistoryPage,
  historyQueryKey,
  removeHistoryItem,
} from "../api/history-api.ts";
import { FeedbackDialog } from "./FeedbackDialog.tsx";
import { ShareDialog } from "./ShareDialog.tsx";

/** /app/history: the workspace's generations, newest first, with play, download, share, feedback, delete. */
export function HistoryPage() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t("history.title"));
  const toast = useToast();
  const queryClient = useQueryClient();
  const [search, setSearch] = useState("");
  const [voiceId, setVoiceId] = useState("");
  const filters = { search: useDeferredValue(search), voiceId };
  const voices = useAllVoices().data?.voices ?? [];
  const history = useInfiniteQuery({
    queryKey: [...historyQueryKey, filters],
    queryFn: ({ pageParam }) => fetchHistoryPage(filters, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => (last.has_more ? (last.last_history_item_id ?? undefined) : undefined),
  });
  const [deleting, setDeleting] = useState<SpeechHistoryItem | null>(null);
  const [feedback, setFeedback] = useState<SpeechHistoryItem | null>(null);
  const [sharing, setSharing] = useState<SpeechHistoryItem | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const items = history.data?.pages.flatMap((page) => page.history) ?? [];

  const title = (item: SpeechHistoryItem) => (item.text ?? "").slice(0, 80);
  const play = async (item: SpeechHistoryItem) => {
    const track = {
      title: title(item),
      subtitle: item.voice_name ?? undefined,
      historyItemId: item.history_item_id,
    };
    const token = startLoading(track);
    try {
      await loadBlob(token, await fetchHistoryAudio(item.history_item_id), track);
    } catch (error) {
      failLoading(token, errorMessage(error));
    }
  };
  const run = async (key: string, action: () => Promise<unknown>) => {
    setBusy(key);
    try {
      await action();
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      <PageHeader title={t("history.title")} description={t("history.description")} />
      <div className="stack">
        <div className="voice-filters">
          <TextField
            label={t("history.search")}
            hideLabel
            type="search"
            placeholder={t("history.searchPlaceholder")}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
          <SelectField
            label={t("history.voiceFilter")}
            hideLabel
            placeholder={t("history.anyVoice")}
            options={voices.map((voice) => ({ value: voice.voice_id, label: voice.name ?? voice.voice_id }))}
            value={voiceId}
            onChange={(event) => setVoiceId(event.target.value)}
          />
        </div>
        <Card flush>
          {history.isPending ? (
            <div className="card__body">
              <SkeletonRows />
            </div>
          ) : history.isError ? (
            <ErrorState error={history.error} onRetry={() => void history.refetch()} />
          ) : items.length === 0 ? (
            <EmptyState icon="history" title={t("history.empty")} />
          ) : (
            <ul className="history-list" aria-label={t("history.listLabel")}>
              {items.map((item) => (
                <li key={item.history_item_id} className="history-item">
                  <Button
                    variant="secondary"
                    size="sm"
                    iconOnly
                    aria-label={t("history.play", { text: title(item) })}
                    onClick={() => void play(item)}
                  >
                    <Icon name="play" />
                  </Button>
                  <div className="history-item__body">
                    <p className="history-item__text">{item.text}</p>
                    <div className="history-item__meta">
                      <span>{item.voice_name ?? item.voice_id}</span>
                      <span>{item.model_id}</span>
                      <span>{formatDate(item.date_unix, i18n.language)}</span>
                      <span>
                        {t("history.characters", {
                          count: Math.abs(item.character_count_change_to - item.character_count_change_from),
                        })}
                      </span>
                      {item.feedback && (
                        <Badge tone={item.feedback.thumbs_up ? "success" : "warning"}>
                          {item.feedback.thumbs_up ? t("history.ratedUp") : t("history.ratedDown")}
                        </Badge>
                      )}
                    </div>
                  </div>
                  <div className="history-item__actions">
                    <Button
                      variant="ghost"
                      size="sm"
                      iconOnly
                      aria-label={t("history.download")}
                      loading={busy === `download-${item.history_item_id}`}
                      onClick={() =>
                        void run(`download-${item.history_item_id}`, () =>
                          downloadHistoryItem(item.history_item_id),
                        )
                      }
                    >
                      <Icon name="download" />
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      iconOnly
                      aria-label={t("history.share")}
                      onClick={() => setSharing(item)}
                    >
                      <Icon name="share" />
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      iconOnly
                      aria-label={t("history.feedback")}
                      onClick={() => setFeedback(item)}
                    >
                      <Icon name="message" />
                    </Button>
                    <Button
                      variant="danger-ghost"
                      size="sm"
                      iconOnly
                      aria-label={t("history.delete")}
                      onClick={() => setDeleting(item)}
                    >
                      <Icon name="trash" />
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
          )}
          {history.hasNextPage && (
            <div className="card__body history-more">
              <Button loading={history.isFetchingNextPage} onClick={() => void history.fetchNextPage()}>
                {t("history.loadMore")}
              </Button>
            </div>
          )}
        </Card>
      </div>
      <FeedbackDialog
        historyItemId={feedback?.history_item_id ?? null}
        thumbsUp={feedback?.feedback?.thumbs_up ?? true}
        onClose={() => setFeedback(null)}
        onSent={() => void queryClient.invalidateQueries({ queryKey: historyQueryKey })}
      />
      <ShareDialog item={sharing} onClose={() => setSharing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t("history.deleteTitle")}
        confirmLabel={t("history.delete")}
        danger
        onConfirm={async () => {
          if (!deleting) return;
          await removeHistoryItem(deleting.history_item_id);
          toast.success(t("history.deleted"));
          await queryClient.invalidateQueries({ queryKey: historyQueryKey });
        }}
      >
        {t("history.deleteBody")}
      </ConfirmDialog>
    </>
  );
}
