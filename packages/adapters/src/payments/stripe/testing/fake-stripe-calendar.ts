/** Adds whole intervals to a Unix time the way Stripe bills: the same day of the month, clamped to its end. */
export function addInterval(seconds: number, interval: "day" | "week" | "month" | "year", count = 1): number {
  const date = new Date(seconds * 1000);
  if (interval === "day" || interval === "week") {
    return seconds + count * (interval === "day" ? 1 : 7) * 86_400;
  }
  const months = interval === "month" ? count : count * 12;
  const target = new Date(
    Date.UTC(
      date.getUTCFullYear(),
      date.getUTCMonth() + months,
      1,
      date.getUTCHours(),
      date.getUTCMinutes(),
      date.getUTCSeconds(),
    ),
  );
  const daysInTarget = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), daysInTarget));
  return Math.floor(target.getTime() / 1000);
}
