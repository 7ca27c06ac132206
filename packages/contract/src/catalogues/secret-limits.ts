import { inputLimits } from "../bounds/input-limits.ts";

/**
 * Limits of the workspace's secrets (`/v1/convai/secrets`). ElevenLabs gives the page sizes ("Can
 * not exceed 100"); the rest are Chorus bounds: a name is a label people read in a list, a value is
 * an API key, a token or a password (10,000 characters hold any of them, a PEM key included).
 */
export const secretLimits = {
  nameCharacters: 100,
  valueCharacters: 10_000,
  /** Secrets one workspace keeps at most, so "every secret" (a list without page_size) stays bounded. */
  perWorkspace: 1_000,
  /** Secrets listed per page; without `page_size` the list answers them all. */
  pageSize: { max: 100 },
  /** Dependents listed per secret in a list or a get (`dependency_limit`). */
  dependencyLimit: { default: 10, max: 100 },
  /** Dependents listed per page of `GET …/dependencies/{resource_type}`. */
  dependenciesPageSize: { default: 30, max: 100 },
  searchCharacters: inputLimits.searchCharacters,
} as const;
