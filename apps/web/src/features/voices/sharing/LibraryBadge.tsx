import type { Voice } from "@chorus/contract";
import { useTranslation } from "react-i18next";
import { formatDate } from "../../../lib/format.ts";
import { Badge, type BadgeTone } from "../../../ui/Badge.tsx";

const stateTones: Record<string, BadgeTone> = {
  pending_review: "warning",
  live: "success",
  declined: "danger",
  requires_verification: "warning",
  removed: "neutral",
  disabled: "neutral",
};

/**
 * Where a voice of a list stands in the library, in one badge: a copy ("From the library", ending on
 * a date once its owner removed it, "Unavailable" after that) or a shared original ("Live", "In
 * review", …). Voices that were never shared show nothing.
 */
export function LibraryBadge({ voice }: { voice: Voice }) {
  const { t, i18n } = useTranslation();
  const sharing = voice.sharing;
  if (!sharing) return null;
  if (sharing.status === "copied_disabled")
    return <Badge tone="danger">{t("voiceLibrary.copy.unavailableBadge")}</Badge>;
  if (sharing.status === "copied") {
    return (
      <Badge tone="accent">
        {sharing.disable_at_unix
          ? t("voiceLibrary.copy.badgeUntil", { date: formatDate(sharing.disable_at_unix, i18n.language) })
          : t("voiceLibrary.copy.badge")}
      </Badge>
    );
  }
  const state = sharing.library_state;
  if (!state || state === "not_shared") return null;
  return <Badge tone={stateTones[state] ?? "neutral"}>{t(`voiceLibrary.state.${state}`)}</Badge>;
}
