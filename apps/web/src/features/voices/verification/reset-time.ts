/** When capped captcha attempts free up again: a time today, or a date and time later. */
export function formatResetTime(unixMs: number, locale: string): string {
  const when = new Date(unixMs);
  const sameDay = when.toDateString() === new Date().toDateString();
  return new Intl.DateTimeFormat(
    locale,
    sameDay ? { timeStyle: "short" } : { dateStyle: "medium", timeStyle: "short" },
  ).format(when);
}
