import type { Voice } from "@chorus/contract";
import { useTranslation } from "react-i18next";
import { Badge } from "../../../ui/Badge.tsx";
import { heldControl } from "./safety-controls.ts";

/** "Blocked" or "Captcha required" next to a voice held by voice safety; nothing otherwise. */
export function SafetyBadge({ voice }: { voice: Voice }) {
  const { t } = useTranslation();
  const control = heldControl(voice);
  // A professional clone's state badge already reads "Blocked" (its state follows BAN).
  if (control === "BAN" && voice.category !== "professional")
    return <Badge tone="danger">{t("voices.safety.badge.BAN")}</Badge>;
  if (control === "CAPTCHA") return <Badge tone="warning">{t("voices.safety.badge.CAPTCHA")}</Badge>;
  return null;
}
