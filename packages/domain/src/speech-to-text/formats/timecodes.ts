const pad = (value: number, width = 2) => String(value).padStart(width, "0");

/** `HH:MM:SS<separator>mmm`: SubRip uses a comma before the milliseconds, text exports a dot. */
export function timecode(seconds: number, separator: "," | "." = ","): string {
  const millis = Math.max(0, Math.round(seconds * 1000));
  const hours = Math.floor(millis / 3_600_000);
  const minutes = Math.floor((millis % 3_600_000) / 60_000);
  const secs = Math.floor((millis % 60_000) / 1000);
  return `${pad(hours)}:${pad(minutes)}:${pad(secs)}${separator}${pad(millis % 1000, 3)}`;
}
