import type { WidgetConfigResponse, WidgetTextKey } from "@chorus/contract";
import {
  type WidgetLocale,
  type WidgetTexts,
  widgetLocales,
  widgetTranslations,
} from "./widget-translations.ts";

/** What the texts depend on of the agent's widget settings. */
export type TextSettings = Pick<
  WidgetConfigResponse,
  "text_contents" | "action_text" | "start_call_text" | "end_call_text" | "listening_text" | "speaking_text"
>;

/** `de`, `de-AT`, `DE-de` or `de-DE` → `de-DE`; null when none of the widget's languages fits. */
export function matchLocale(tag: string | null | undefined): WidgetLocale | null {
  if (!tag) return null;
  const lower = tag.toLowerCase();
  const exact = widgetLocales.find((locale) => locale.toLowerCase() === lower);
  if (exact) return exact;
  const language = lower.split(/[-_]/)[0];
  return widgetLocales.find((locale) => locale.toLowerCase().startsWith(`${language}-`)) ?? null;
}

/** The first of the languages, in order of preference, that the widget has texts in; else English. */
export function textLocale(preferred: readonly (string | null | undefined)[]): WidgetLocale {
  for (const tag of preferred) {
    const locale = matchLocale(tag);
    if (locale) return locale;
  }
  return "en-US";
}

/**
 * The agent's older one-text settings, which `text_contents` names too. A text the agent wrote is in
 * its own words, untranslated: it wins over the widget's translation, as on the hosted widget.
 */
const legacyFields: Partial<Record<WidgetTextKey, keyof TextSettings>> = {
  main_label: "action_text",
  start_call: "start_call_text",
  // The one button of a text-only agent: the hosted widget's settings name it the call button.
  start_chat: "start_call_text",
  end_call: "end_call_text",
  listening_status: "listening_text",
  speaking_status: "speaking_text",
};

/** The widget's texts in a language: the agent's `text_contents`, then its older texts, then the translation. */
export function widgetTexts(settings: TextSettings, locale: WidgetLocale): WidgetTexts {
  const texts = { ...widgetTranslations[locale] };
  for (const key of Object.keys(texts) as (keyof WidgetTexts)[]) {
    const legacy = legacyFields[key as WidgetTextKey];
    const own =
      settings.text_contents?.[key as WidgetTextKey] ||
      (legacy ? (settings[legacy] as string | undefined) : "");
    if (own) texts[key] = own;
  }
  return texts;
}
