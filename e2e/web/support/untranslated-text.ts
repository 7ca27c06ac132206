/// <reference lib="dom" />
import type { UiLocale } from "@chorus/contract";
import type { Page } from "playwright-core";
import { uiTranslations } from "../../../apps/web/src/lib/i18n/translations.ts";

/** Every string leaf of a translation object, by its dotted key. */
function leaves(value: unknown, prefix = "", into = new Map<string, string>()): Map<string, string> {
  if (typeof value === "string") into.set(prefix, value);
  else if (value && typeof value === "object")
    for (const [key, inner] of Object.entries(value)) leaves(inner, prefix ? `${prefix}.${key}` : key, into);
  return into;
}

const englishOnlyByLocale = new Map<UiLocale, Set<string>>();

/**
 * The English interface strings a page in `locale` must not show: every English string whose
 * translation differs (the same word in both, "PDF" or "API", is not English left behind), without
 * interpolations or markup, of two words or more so a name that happens to be English is not flagged.
 */
export function englishOnlyStrings(locale: UiLocale): Set<string> {
  const known = englishOnlyByLocale.get(locale);
  if (known) return known;
  const english = leaves(uiTranslations["en-US"]);
  const translated = leaves(uiTranslations[locale]);
  const strings = new Set<string>();
  for (const [key, text] of english) {
    if (translated.get(key) === text || /[{}<>]/.test(text) || !text.trim().includes(" ")) continue;
    strings.add(text.trim());
  }
  englishOnlyByLocale.set(locale, strings);
  return strings;
}

/** The lines of text on the page (and the labels it gives screen readers) that are English interface strings. */
export async function englishLeftOn(page: Page, locale: UiLocale): Promise<string[]> {
  const texts = await page.evaluate(() => {
    // biome-ignore lint/performance/useDomNodeTextContent: the rendered text, as shown, is what is checked
    const found = document.body.innerText.split("\n").map((line) => line.trim());
    for (const element of document.querySelectorAll("[aria-label], [placeholder], [title]"))
      for (const name of ["aria-label", "placeholder", "title"]) {
        const value = element.getAttribute(name);
        if (value) found.push(value.trim());
      }
    return found;
  });
  const english = englishOnlyStrings(locale);
  return [...new Set(texts.filter((text) => english.has(text)))];
}

/**
 * Controls whose own text does not fit in them: a button, link, tab, badge or label cut off
 * (scrolling or ellipsis), and a select too narrow for the option it shows.
 */
export async function cutLabelsOn(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const cut: string[] = [];
    const canvas = document.createElement("canvas").getContext("2d")!;
    for (const element of document.querySelectorAll<HTMLElement>(
      "button, a.btn, [role=tab], .badge, label, th, .nav__link",
    )) {
      // Not shown, or shown to screen readers only (`visually-hidden` is a 1-pixel box on purpose).
      // biome-ignore lint/performance/useDomNodeTextContent: the rendered text, as shown, is what must fit
      const shown = element.innerText.trim();
      if (!element.offsetParent || !shown || element.clientWidth <= 1) continue;
      const style = getComputedStyle(element);
      if (style.overflowX === "visible" && style.textOverflow !== "ellipsis") continue;
      if (element.scrollWidth > element.clientWidth + 1) cut.push(shown);
    }
    for (const select of document.querySelectorAll<HTMLSelectElement>("select")) {
      if (!select.offsetParent) continue;
      const style = getComputedStyle(select);
      canvas.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const text = select.selectedOptions[0]?.text ?? "";
      const room =
        select.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
      if (canvas.measureText(text).width > room + 1) cut.push(text);
    }
    return cut;
  });
}
