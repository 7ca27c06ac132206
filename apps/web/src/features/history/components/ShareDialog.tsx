import type { SpeechHistoryItem } from "@chorus/contract";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../../lib/api/error-message.ts";
import { Banner } from "../../../ui/Banner.tsx";
import { Button } from "../../../ui/Button.tsx";
import { CopyButton } from "../../../ui/CopyButton.tsx";
import { Dialog } from "../../../ui/Dialog.tsx";
import { Skeleton } from "../../../ui/Skeleton.tsx";
import { TextField } from "../../../ui/TextField.tsx";
import { fetchShareLink, historyQueryKey } from "../api/history-api.ts";
import { VideoShareSection } from "./VideoShareSection.tsx";

/** The public link of a generation, made on first request (the same link every time). */
function ShareLinkField({ historyItemId }: { historyItemId: string }) {
  const { t } = useTranslation();
  const link = useQuery({
    queryKey: [...historyQueryKey, "share-link", historyItemId],
    queryFn: () => fetchShareLink(historyItemId),
    select: (answer) => new URL(answer.share_link, window.location.origin).toString(),
  });
  if (link.isPending) return <Skeleton height={36} />;
  if (link.isError) {
    return (
      <Banner
        tone="danger"
        actions={
          <Button size="sm" onClick={() => void link.refetch()}>
            {t("common.retry")}
          </Button>
        }
      >
        {errorMessage(link.error)}
      </Banner>
    );
  }
  return (
    <TextField
      label={t("history.shareLinkLabel")}
      value={link.data}
      readOnly
      onFocus={(event) => event.currentTarget.select()}
      trailing={<CopyButton text={link.data} variant="ghost" />}
    />
  );
}

/** Share a generation: its public link, and a video of it (spec 000 §4 "Video share"). */
export function ShareDialog({ item, onClose }: { item: SpeechHistoryItem | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={item !== null}
      onClose={onClose}
      wide
      title={t("history.shareTitle")}
      description={t("history.shareDescription")}
      footer={<Button onClick={onClose}>{t("common.close")}</Button>}
    >
      {item && (
        <div className="stack-lg">
          <ShareLinkField historyItemId={item.history_item_id} />
          <VideoShareSection item={item} />
        </div>
      )}
    </Dialog>
  );
}
