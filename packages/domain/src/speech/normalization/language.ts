/**
 * Language codes arrive as ElevenLabs sends them (ISO 639-1, "en"), as BCP-47 tags ("en-GB", "en_US") or as
 * eSpeak-NG voice codes ("en-us"); only the primary subtag decides which rules apply.
 */
export function primaryLanguage(language: string): string {
  const primary = language.trim().toLowerCase().split(/[-_]/)[0] ?? "";
  // ISO 639-2 "eng" is the same language.
  return primary === "eng" ? "en" : primary;
}

export function isEnglish(language: string): boolean {
  return primaryLanguage(language) === "en";
}

/** English variants that write numeric dates day first ("03/05/2024" is 3 May). */
const DAY_FIRST_REGIONS = new Set(["gb", "uk", "au", "nz", "ie", "in", "za", "sg", "my", "pk", "ng", "ke"]);

export function writesDatesDayFirst(language: string): boolean {
  const region = language.trim().toLowerCase().split(/[-_]/)[1];
  return region !== undefined && DAY_FIRST_REGIONS.has(region);
}
