import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { useDocumentTitle } from "../../../lib/use-document-title.ts";
import { ErrorState } from "../../../ui/States.tsx";
import { isLinkGone, useSharedItem } from "../hooks/use-shared-item.ts";
import { LinkUnavailable } from "./LinkUnavailable.tsx";
import { SharedClip } from "./SharedClip.tsx";
import { SharedItemSkeleton } from "./SharedItemSkeleton.tsx";

/**
 * /share/:token — the public page behind a history item's share link. Nobody needs to sign in: the
 * token is the credential. Loading shows the page's shape; a link that is gone (unknown token or
 * deleted item, 404) says so kindly; any other failure offers a retry.
 */
export function SharedItemPage() {
  const { t } = useTranslation();
  const { token = "" } = useParams();
  const shared = useSharedItem(token);
  useDocumentTitle(
    shared.isError && isLinkGone(shared.error) ? t("share.unavailableTitle") : t("share.documentTitle"),
  );

  return (
    <div className="auth__card auth__card--wide">
      {shared.isPending ? (
        <SharedItemSkeleton />
      ) : shared.isError ? (
        isLinkGone(shared.error) ? (
          <LinkUnavailable />
        ) : (
          <ErrorState error={shared.error} onRetry={() => void shared.refetch()} />
        )
      ) : (
        <SharedClip item={shared.data} />
      )}
    </div>
  );
}
