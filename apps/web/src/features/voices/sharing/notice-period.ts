import type { TFunction } from "i18next";

/** A notice period as people say it: "No notice", "30 days", "1 year", "2 years". */
export function noticePeriodText(t: TFunction, days: number): string {
  if (days <= 0) return t("voiceLibrary.notice.none");
  if (days % 365 === 0) return t("voiceLibrary.notice.years", { count: days / 365 });
  return t("voiceLibrary.notice.days", { count: days });
}
