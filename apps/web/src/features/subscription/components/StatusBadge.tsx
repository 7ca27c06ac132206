import type { Subscription } from "@chorus/contract";
import { useTranslation } from "react-i18next";
import { Badge, type BadgeTone } from "../../../ui/Badge.tsx";

const tones: Record<Subscription["status"], BadgeTone> = {
  active: "success",
  trialing: "accent",
  free: "neutral",
  incomplete: "warning",
  past_due: "danger",
  free_disabled: "danger",
};

/** The subscription's status; nothing for the plain free status, where the plan's name says it all. */
export function StatusBadge({ status }: { status: Subscription["status"] }) {
  const { t } = useTranslation();
  if (status === "free") return null;
  return <Badge tone={tones[status]}>{t(`subscription.status.${status}`)}</Badge>;
}
