import type { TFunction } from "i18next";

/** Offered inactivity timeouts in seconds (null: never), within the server's 5 minutes to 30 days. */
const presets = [null, 900, 1800, 3600, 14_400, 28_800, 86_400, 604_800, 2_592_000] as const;

export function inactivityLabel(seconds: number | null, t: TFunction): string {
  if (seconds === null) return t("workspace.inactivityNever");
  if (seconds % 86_400 === 0) return t("workspace.inactivityDays", { count: seconds / 86_400 });
  if (seconds % 3600 === 0) return t("workspace.inactivityHours", { count: seconds / 3600 });
  return t("workspace.inactivityMinutes", { count: Math.round(seconds / 60) });
}

/** The presets, plus the current value when an API client set something else. */
export function inactivityOptions(current: number | null, t: TFunction) {
  const values: (number | null)[] = [...presets];
  if (!values.includes(current)) values.push(current);
  return values
    .sort((a, b) => (a ?? 0) - (b ?? 0))
    .map((value) => ({ value: value === null ? "" : String(value), label: inactivityLabel(value, t) }));
}
