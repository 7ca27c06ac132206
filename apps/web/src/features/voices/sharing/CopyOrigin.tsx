import type { Voice } from "@chorus/contract";
import { useTranslation } from "react-i18next";
import { formatDate } from "../../../lib/format.ts";
import { Banner } from "../../../ui/Banner.tsx";
import "../library/library.css";

/**
 * A voice added from the library says where it came from; once its owner removed it, until when it
 * keeps working; and after that, plainly, that it can no longer be used.
 */
export function CopyOrigin({ voice }: { voice: Voice }) {
  const { t, i18n } = useTranslation();
  const sharing = voice.sharing;
  if (sharing?.status !== "copied" && sharing?.status !== "copied_disabled") return null;
  const date = (unix: number | null | undefined) => (unix ? formatDate(unix, i18n.language) : "");
  const origin = t("voiceLibrary.copy.origin", {
    owner: sharing.public_owner_id ?? "",
    date: date(sharing.date_unix),
  });
  if (sharing.status === "copied_disabled") {
    return (
      <Banner tone="danger" title={t("voiceLibrary.copy.unavailableTitle")}>
        {t("voiceLibrary.copy.unavailableText", { date: date(sharing.disable_at_unix) })} {origin}
      </Banner>
    );
  }
  return (
    <Banner
      tone={sharing.disable_at_unix ? "warning" : "info"}
      title={sharing.disable_at_unix ? t("voiceLibrary.copy.endingTitle") : t("voiceLibrary.copy.title")}
    >
      {sharing.disable_at_unix &&
        `${t("voiceLibrary.copy.endingText", { date: date(sharing.disable_at_unix) })} `}
      {origin}
      {sharing.live_moderation_enabled && ` ${t("voiceLibrary.copy.liveModeration")}`}
    </Banner>
  );
}
