import type { WidgetConfigResponse } from "@chorus/contract";

/**
 * The languages a person may start the conversation in: the agent's own, then the others it speaks.
 * None (no choice to offer) unless the server lists others, which it does only when the agent has the
 * language selector on and allows the language override (else the choice would be ignored).
 */
export function languageChoices(
  config: Pick<WidgetConfigResponse, "language" | "supported_language_overrides">,
): string[] {
  const others = config.supported_language_overrides ?? [];
  return others.length > 0 ? [...new Set([config.language, ...others])] : [];
}

const base = (tag: string) => tag.toLowerCase().split(/[-_]/)[0];

/**
 * The language chosen before the person picks one: the first of the browser's languages the agent
 * speaks (exactly, else by its base language: `de-AT` picks `de`), else the agent's own.
 */
export function preselectedLanguage(
  choices: readonly string[],
  preferred: readonly string[],
  agentLanguage: string,
): string {
  for (const tag of preferred) {
    const match =
      choices.find((choice) => choice.toLowerCase() === tag.toLowerCase()) ??
      choices.find((choice) => base(choice) === base(tag));
    if (match) return match;
  }
  return agentLanguage;
}

/** A language's own name ("Deutsch", "English"), as the person who speaks it would look for it. */
export function languageName(code: string): string {
  try {
    const name = new Intl.DisplayNames([code], { type: "language" }).of(code);
    return name ? name.charAt(0).toLocaleUpperCase(code) + name.slice(1) : code;
  } catch {
    return code;
  }
}
