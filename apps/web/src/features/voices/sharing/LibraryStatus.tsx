import type { VoiceSharing } from "@chorus/contract";
import { useTranslation } from "react-i18next";
import { formatDate } from "../../../lib/format.ts";
import { Banner, type BannerTone } from "../../../ui/Banner.tsx";

const tones: Record<string, BannerTone> = {
  not_shared: "info",
  pending_review: "warning",
  live: "success",
  declined: "danger",
  requires_verification: "warning",
  removed: "warning",
  disabled: "info",
};

/**
 * Where the voice stands in the library (spec 001 §4), said in full: in review since when, live
 * since when, declined and why, waiting for verification, removed and until when copies keep
 * working, or disabled.
 */
export function LibraryStatus({ sharing }: { sharing: VoiceSharing }) {
  const { t, i18n } = useTranslation();
  const state = sharing.library_state ?? "not_shared";
  const date = (unix: number | null | undefined) => (unix ? formatDate(unix, i18n.language) : "");
  const detail = {
    not_shared: t("voiceLibrary.status.not_shared"),
    pending_review: t("voiceLibrary.status.pending_review", { date: date(sharing.date_unix) }),
    live: t("voiceLibrary.status.live", { date: date(sharing.date_unix) }),
    declined: sharing.review_message
      ? t("voiceLibrary.status.declinedWithReason", { reason: sharing.review_message })
      : t("voiceLibrary.status.declined"),
    requires_verification: t("voiceLibrary.status.requires_verification"),
    removed: t("voiceLibrary.status.removed", { date: date(sharing.disable_at_unix) }),
    disabled: t("voiceLibrary.status.disabled", { date: date(sharing.disable_at_unix) }),
  }[state];
  return (
    <Banner tone={tones[state] ?? "info"} title={t(`voiceLibrary.state.${state}`)}>
      {detail}
    </Banner>
  );
}
