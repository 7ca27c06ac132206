import type { ConversationSummary } from "@chorus/contract";
import type { BadgeTone } from "../../ui/Badge.tsx";
import type { ConversationOutcome } from "./list/conversation-filters.ts";

export type ConversationStatus = ConversationSummary["status"];

/** A unix time (seconds) as a local date and time, in the interface language. */
export function formatDateTime(unixSeconds: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" }).format(
    new Date(unixSeconds * 1000),
  );
}

/** "10 sec", "10 s", "10 秒": a number of seconds in the language's short unit. */
export function formatSeconds(seconds: number, locale: string, fractionDigits = 0): string {
  return new Intl.NumberFormat(locale, {
    style: "unit",
    unit: "second",
    unitDisplay: "short",
    maximumFractionDigits: fractionDigits,
  }).format(seconds);
}

/** A minimum duration as people say it: seconds under a minute, minutes from one. */
export function formatMinimumDuration(seconds: number, locale: string): string {
  if (seconds < 60) return formatSeconds(seconds, locale);
  return new Intl.NumberFormat(locale, { style: "unit", unit: "minute", unitDisplay: "short" }).format(
    seconds / 60,
  );
}

/** A language code ("en", "pt-BR") by its name in the interface language; the code when unknown. */
export function languageName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: "language" }).of(code) ?? code;
  } catch {
    return code;
  }
}

export const outcomeTones: Record<ConversationOutcome, BadgeTone> = {
  success: "success",
  failure: "danger",
  unknown: "neutral",
};

export const statusTones: Record<ConversationStatus, BadgeTone> = {
  initiated: "accent",
  "in-progress": "accent",
  processing: "accent",
  done: "neutral",
  failed: "danger",
};

/** Whether the conversation can still change: the call runs, or its charge and analysis are settling. */
export const isOngoing = (status: ConversationStatus) =>
  status === "initiated" || status === "in-progress" || status === "processing";
